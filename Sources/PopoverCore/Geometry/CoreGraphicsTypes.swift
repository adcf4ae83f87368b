// On Apple platforms CGFloat, CGPoint, CGSize and CGRect (and their Equatable and
// Codable conformances) come from CoreGraphics; on Linux, Foundation defines them.
#if canImport(CoreGraphics)
@_exported import CoreGraphics
#endif
