import Foundation
import PopoverRender

/// What a rendered file must be, whatever drew it: a PNG of the expected pixel size (when
/// one is known), an SVG with only finite numbers, a PDF. `nil` when it holds; else why not.
enum RenderedOutputCheck {
    static func problem(_ data: Data, format: OutputFormat, pixels expected: (width: Int, height: Int)?) throws -> String? {
        switch format {
        case .png:
            let image = try PNGCodec.decode(data)
            guard let expected else { return image.width > 0 && image.height > 0 ? nil : "an empty PNG" }
            return image.width == expected.width && image.height == expected.height
                ? nil : "PNG is \(image.width)×\(image.height), expected \(expected.width)×\(expected.height)"
        case .svg:
            let text = String(decoding: data, as: UTF8.self)
            return text.contains("nan") || text.contains("inf") ? "SVG holds a non-finite number" : nil
        case .pdf:
            return data.starts(with: Array("%PDF".utf8)) ? nil : "not a PDF"
        }
    }

    /// A canvas of `size` points at `scale`, in whole pixels as the renderer rounds it.
    static func pixels(_ size: CGSize, scale: Int) -> (width: Int, height: Int) {
        (Int((size.width * CGFloat(scale)).rounded(.up)), Int((size.height * CGFloat(scale)).rounded(.up)))
    }
}
