import Foundation
import PopoverCore

/// The pixels one operation may decode from all its PNGs together: a skin's background,
/// arrows and arrow-in-background pieces are read against one budget, so several images at
/// the per-image limit cannot add up to gigabytes (four of them once took 800 MB). Each
/// file's header is read first; the images before it count, and a file over what is left
/// throws ``/PopoverCore/PopoverInputError`` naming its field before it is decoded.
///
/// ```swift
/// var budget = PNGDecodingBudget()
/// let background = try budget.decode(backgroundPNG, field: "background")
/// let left = budget.remainingPixels   // what the background left of the 20,000,000
/// ```
package struct PNGDecodingBudget: Sendable {
    /// All the images of one operation together: as many pixels as one canvas
    /// (``PNGHeader/maximumPixels``, 20,000,000), far more than any real skin's art.
    ///
    /// ```swift
    /// PNGDecodingBudget.maximumTotalPixels  // 20_000_000
    /// ```
    package static let maximumTotalPixels = PNGHeader.maximumPixels

    /// The pixels the images decoded so far left.
    package private(set) var remainingPixels = PNGDecodingBudget.maximumTotalPixels

    /// A fresh budget of ``maximumTotalPixels``.
    ///
    /// ```swift
    /// var budget = PNGDecodingBudget()
    /// ```
    package init() {}

    /// ``PNGCodec/decode(_:field:)``, refused (before decoding) when the image would take
    /// more pixels than the images before it left.
    ///
    /// ```swift
    /// var budget = PNGDecodingBudget()
    /// let arrow = try budget.decode(arrowPNG, field: "arrows")
    /// ```
    package mutating func decode(_ data: Data, field: String) throws -> RenderedImage {
        // An image over the per-image budget (its sides may multiply past Int) is refused
        // by PNGCodec with its own rule; only one within it counts against the rest.
        if let header = try? PNGHeader(data), (try? header.checkBudget()) != nil {
            let pixels = header.width * header.height
            guard pixels <= remainingPixels else {
                throw PopoverInputError(
                    field: field,
                    rule: "must fit, with the images read before it, in \(Self.maximumTotalPixels) pixels in all "
                        + "(\(remainingPixels) left)",
                    value: "\(header.width)×\(header.height) pixels"
                )
            }
            remainingPixels -= pixels
        }
        return try PNGCodec.decode(data, field: field)
    }
}
