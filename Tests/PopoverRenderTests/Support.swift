import Foundation
import PopoverCore
@testable import PopoverRender

extension RGBAColor {
    static let red = RGBAColor(red: 1, green: 0, blue: 0)
    static let blue = RGBAColor(red: 0, green: 0, blue: 1)
}

/// A plain style for pixel tests: opaque blue fill, optional red border, nothing else.
func testStyle(border: StrokeWidth? = nil, fill: Fill = .solid(DynamicColor(.blue)), shadow: Shadow? = nil,
               metrics: SkinMetrics = SkinMetrics(arrowBase: 36, arrowHeight: 13, cornerRadius: 13)) -> PopoverStyle {
    PopoverStyle(
        name: "test", metrics: metrics, fill: fill,
        border: border.map { Stroke(width: $0, color: DynamicColor(.red)) }, shadow: shadow
    )
}

extension RenderedImage {
    func isColour(x: Int, y: Int, _ expected: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool {
        let p = pixel(x: x, y: y)
        return p.r == expected.r && p.g == expected.g && p.b == expected.b && p.a == expected.a
    }

    func describe(x: Int, y: Int) -> String {
        let p = pixel(x: x, y: y)
        return "(\(x), \(y)) = r\(p.r) g\(p.g) b\(p.b) a\(p.a)"
    }
}

let opaqueRed: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (255, 0, 0, 255)
let opaqueBlue: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (0, 0, 255, 255)
let clear: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (0, 0, 0, 0)
