import Foundation

/// Collects the bytes a C library writes through a callback (Cairo's PNG and PDF streams).
final class ByteSink {
    var data = Data()
}
