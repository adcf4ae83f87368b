#if !canImport(CCairo) && canImport(CoreGraphics)
import CoreGraphics
import CoreText
import Foundation
import ImageIO
import PopoverCore

/// A CoreGraphics context that draws in points, y down: a premultiplied BGRA bitmap at
/// a scale, or a PDF page. Shadows use CoreGraphics' own blur.
final class CoreGraphicsCanvas: Canvas {
    private let context: CGContext
    private let scale: CGFloat
    private let pdfData: NSMutableData?
    private static let colorSpace = CGColorSpace(name: CGColorSpace.sRGB) ?? CGColorSpaceCreateDeviceRGB()

    init(imageWidth width: CGFloat, height: CGFloat, scale: Int) throws {
        let s = CGFloat(scale)
        let pixels = (width: (width * s).rounded(.up), height: (height * s).rounded(.up))
        // CoreGraphics makes no bitmap context for an empty or overflowing size.
        guard pixels.width.isFinite, pixels.height.isFinite, pixels.width >= 1, pixels.height >= 1,
              pixels.width * pixels.height * 4 < CGFloat(Int32.max) else {
            throw RenderError.backend("cannot make a \(width) × \(height) point image at \(scale)x")
        }
        let pixelWidth = Int(pixels.width), pixelHeight = Int(pixels.height)
        guard let context = CGContext(
            data: nil, width: pixelWidth, height: pixelHeight, bitsPerComponent: 8, bytesPerRow: pixelWidth * 4,
            space: Self.colorSpace,
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        ) else { throw RenderError.backend("CoreGraphics made no \(pixelWidth) × \(pixelHeight) bitmap") }
        self.context = context
        context.translateBy(x: 0, y: CGFloat(pixelHeight))
        context.scaleBy(x: s, y: -s)
        self.scale = s
        pdfData = nil
    }

    init(pdfWidth width: CGFloat, height: CGFloat) throws {
        let data = NSMutableData()
        var box = CGRect(x: 0, y: 0, width: width, height: height)
        guard width.isFinite, height.isFinite, width > 0, height > 0,
              let consumer = CGDataConsumer(data: data as CFMutableData),
              let context = CGContext(consumer: consumer, mediaBox: &box, nil)
        else { throw RenderError.backend("CoreGraphics made no \(width) × \(height) point PDF") }
        self.context = context
        context.beginPDFPage(nil)
        context.translateBy(x: 0, y: height)
        context.scaleBy(x: 1, y: -1)
        scale = 1
        pdfData = data
    }

    func image() -> RenderedImage {
        // The bitmap was made with rows of exactly width × 4 bytes: one copy takes it all.
        let width = context.width, height = context.height, count = width * height * 4
        let bytes = context.data.map { [UInt8](UnsafeBufferPointer(start: $0.bindMemory(to: UInt8.self, capacity: count), count: count)) }
        return RenderedImage(width: width, height: height, bytes: bytes ?? [UInt8](repeating: 0, count: count))
    }

    func png() throws -> Data {
        let data = NSMutableData()
        guard let image = context.makeImage(),
              let destination = CGImageDestinationCreateWithData(data as CFMutableData, "public.png" as CFString, 1, nil)
        else { throw RenderError.backend("could not make a PNG") }
        CGImageDestinationAddImage(destination, image, nil)
        guard CGImageDestinationFinalize(destination) else { throw RenderError.backend("could not encode the PNG") }
        return data as Data
    }

    static func decodePNG(_ data: Data) throws -> RenderedImage {
        guard let source = CGImageSourceCreateWithData(data as CFData, nil),
              let image = CGImageSourceCreateImageAtIndex(source, 0, nil)
        else { throw RenderError.backend("could not read the PNG") }
        let canvas = try CoreGraphicsCanvas(imageWidth: CGFloat(image.width), height: CGFloat(image.height), scale: 1)
        canvas.context.saveGState()
        canvas.context.scaleBy(x: 1, y: -1)
        canvas.context.draw(image, in: CGRect(x: 0, y: -CGFloat(image.height), width: CGFloat(image.width), height: CGFloat(image.height)))
        canvas.context.restoreGState()
        return canvas.image()
    }

    static func encodePNG(_ image: RenderedImage) throws -> Data {
        let canvas = try CoreGraphicsCanvas(imageWidth: CGFloat(image.width), height: CGFloat(image.height), scale: 1)
        guard let data = canvas.context.data, image.bytes.count == image.width * image.height * 4 else { throw RenderError.backend("no bitmap") }
        image.bytes.withUnsafeBytes { if let bytes = $0.baseAddress { data.copyMemory(from: bytes, byteCount: $0.count) } }
        return try canvas.png()
    }

    func finishPDF() throws -> Data {
        context.endPDFPage()
        context.closePDF()
        guard let pdfData else { throw RenderError.backend("not a PDF canvas") }
        return pdfData as Data
    }

    // MARK: Canvas

    func fill(_ path: PopoverPath, with paint: FillPaint) {
        context.addPath(path.cgPath)
        switch paint {
        case let .solid(color):
            context.setFillColor(Self.cgColor(color))
            context.fillPath()
        case let .seeThrough(glass):
            // Nothing to see through on a canvas alone: the painter blurs a backdrop first.
            context.setFillColor(Self.cgColor(glass.opaqueColor))
            context.fillPath()
        case let .linear(start, end, stops):
            guard let gradient = CGGradient(
                colorsSpace: Self.colorSpace,
                colors: stops.map { Self.cgColor($0.color) } as CFArray,
                locations: stops.map(\.location)
            ) else {
                // Validated styles always make a gradient; draw nothing rather than trap.
                context.beginPath()
                return
            }
            context.saveGState()
            context.clip()
            context.drawLinearGradient(gradient, start: start, end: end, options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
            context.restoreGState()
        }
    }

    func stroke(_ path: PopoverPath, width: CGFloat, color: RGBAColor, dash: [CGFloat]) {
        context.saveGState()
        context.addPath(path.cgPath)
        context.setStrokeColor(Self.cgColor(color))
        context.setLineWidth(width)
        context.setLineJoin(.round)
        context.setLineDash(phase: 0, lengths: dash)
        context.strokePath()
        context.restoreGState()
    }

    func clipped(to path: PopoverPath, _ body: (inout CoreGraphicsCanvas) -> Void) {
        context.saveGState()
        context.addPath(path.cgPath)
        context.clip()
        var this = self
        body(&this)
        context.restoreGState()
    }

    func shadow(of shape: ShadowShape, color: RGBAColor, blur: CGFloat, offset: CGPoint) {
        let path = shape.outline
        // Draw the shape far off the canvas and cast its shadow back: only the shadow lands.
        // Shadow offsets are in device space, where y points up.
        let away: CGFloat = 100_000
        context.saveGState()
        context.setShadow(
            offset: CGSize(width: (offset.x - away) * scale, height: -offset.y * scale),
            blur: blur * scale, color: Self.cgColor(color)
        )
        context.addPath(path.offsetBy(dx: away, dy: 0).cgPath)
        context.setFillColor(Self.cgColor(RGBAColor(red: 0, green: 0, blue: 0)))
        context.fillPath()
        context.restoreGState()
    }

    var drawsImages: Bool { true }

    func draw(_ image: RenderedImage, in rect: CGRect) {
        guard image.width > 0, image.height > 0, let provider = CGDataProvider(data: Data(image.bytes) as CFData),
              let picture = CGImage(
                  width: image.width, height: image.height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: image.width * 4,
                  space: Self.colorSpace,
                  bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue),
                  provider: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent
              )
        else { return }
        // The context's y runs down; an image draws with its first row at the bottom unless flipped back.
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.maxY)
        context.scaleBy(x: 1, y: -1)
        context.draw(picture, in: CGRect(x: 0, y: 0, width: rect.width, height: rect.height))
        context.restoreGState()
    }

    func text(_ string: String, at origin: CGPoint, size: CGFloat, color: RGBAColor, bold: Bool, centred: Bool) {
        let font = CTFontCreateWithName((bold ? "Helvetica-Bold" : "Helvetica") as CFString, size, nil)
        let attributes = [kCTFontAttributeName: font, kCTForegroundColorAttributeName: Self.cgColor(color)] as CFDictionary
        guard let attributed = CFAttributedStringCreate(nil, string as CFString, attributes) else { return }
        let line = CTLineCreateWithAttributedString(attributed)
        let width = CGFloat(CTLineGetTypographicBounds(line, nil, nil, nil))
        context.saveGState()
        context.textMatrix = CGAffineTransform(scaleX: 1, y: -1)
        context.textPosition = CGPoint(x: centred ? origin.x - width / 2 : origin.x, y: origin.y)
        CTLineDraw(line, context)
        context.restoreGState()
    }

    // MARK: Helpers

    private static func cgColor(_ c: RGBAColor) -> CGColor {
        CGColor(srgbRed: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }
}
#endif
