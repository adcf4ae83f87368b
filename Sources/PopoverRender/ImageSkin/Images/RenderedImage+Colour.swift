import Foundation
import PopoverCore

extension RenderedImage {
    /// One pixel of a colour, premultiplied: the image set of a skin's background colour,
    /// stretched over the body as OpenIM's coloured `UIView` fills it.
    ///
    /// ```swift
    /// RenderedImage(onePixelOf: try RGBAColor(hex: "#0C1C33D9")).pixel(x: 0, y: 0)  // (b: 43, g: 24, r: 10, a: 217)
    /// ```
    public init(onePixelOf colour: RGBAColor) {
        let alpha = (colour.alpha * 255).rounded()
        func channel(_ value: Double) -> UInt8 { UInt8((value * alpha).rounded()) }
        self.init(width: 1, height: 1, bytes: [channel(colour.blue), channel(colour.green), channel(colour.red), UInt8(alpha)])
    }
}
