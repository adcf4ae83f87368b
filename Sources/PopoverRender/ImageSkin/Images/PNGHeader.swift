import Foundation
import PopoverCore

/// The size a PNG file declares in its header, read without decoding anything, so that
/// a small file that would decode to gigabytes (a decompression bomb) is refused first.
///
/// ```swift
/// let header = try PNGHeader(backgroundPNG)  // throws for text, JPEG, GIF or a truncated file
/// header.width  // 54: the orange background at 2x
/// try header.checkBudget(field: "--background")
/// ```
public struct PNGHeader: Sendable, Equatable {
    /// Width in pixels, as declared.
    public let width: Int
    /// Height in pixels, as declared.
    public let height: Int

    /// The most pixels an image may have: 20,000,000 (80 MB decoded), the same budget as a
    /// rendered canvas (``SkinRenderRequest/maximumCanvasPixels``), so every PNG the
    /// renderer writes can be read back.
    ///
    /// ```swift
    /// PNGHeader.maximumPixels   // 20_000_000
    /// ```
    public static let maximumPixels = SkinRenderRequest.maximumCanvasPixels
    /// The longest side an image may have, in pixels: 16,384.
    ///
    /// ```swift
    /// PNGHeader.maximumPixelsPerSide   // 16_384
    /// ```
    public static let maximumPixelsPerSide = 16_384

    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Reads the signature and the IHDR chunk; throws ``/PopoverCore/PopoverInputError`` (field
    /// `image`) for anything that is not a PNG, naming what it looks like.
    ///
    /// ```swift
    /// try PNGHeader(Data("hello".utf8))   // throws: image: must be a PNG file, got a text file
    /// ```
    public init(_ data: Data) throws {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count >= 8, Array(bytes[0..<8]) == Self.signature else {
            throw PopoverInputError(field: "image", rule: "must be a PNG file", value: InputFile.describe(data.prefix(InputFile.startBytes)))
        }
        guard bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            throw PopoverInputError(field: "image", rule: "must be a whole PNG file", value: "a PNG without its header (IHDR) chunk")
        }
        func big(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        width = big(16)
        height = big(20)
    }

    /// Throws ``/PopoverCore/PopoverInputError`` naming `field` when the image is empty or over
    /// ``maximumPixelsPerSide`` a side or ``maximumPixels`` in all.
    ///
    /// ```swift
    /// try PNGHeader(backgroundPNG).checkBudget(field: "image")
    /// ```
    public func checkBudget(field: String = "image") throws {
        let size = "\(width)×\(height) pixels"
        guard width > 0, height > 0 else {
            throw PopoverInputError(field: field, rule: "must be a PNG at least 1×1 pixel", value: size)
        }
        guard width <= Self.maximumPixelsPerSide, height <= Self.maximumPixelsPerSide, width * height <= Self.maximumPixels else {
            throw PopoverInputError(
                field: field,
                rule: "must be at most \(Self.maximumPixelsPerSide) pixels a side and \(Self.maximumPixels) pixels in all",
                value: size
            )
        }
    }
}
