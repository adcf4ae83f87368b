import Foundation
import PopoverInvariantChecks
import Testing
@testable import PopoverRender

/// Issue 23: the shadow's box blur sums columns sixteen bits wide, divides with a 16-bit
/// multiply and blurs rows by turning the mask on its side. Its bytes must be those of
/// the plain arithmetic: three box blurs (radii a third of the radius each), each along
/// the rows then down the columns, every pixel the rounded mean of its window, pixels
/// past the edges counting as 0.
@Suite struct AlphaBlurTests {
    /// The blur written out directly, one pixel at a time.
    private static func reference(_ alpha: [UInt8], width: Int, height: Int, stride: Int, radius: Int) -> [UInt8] {
        var image = alpha
        let first = radius / 3, second = (radius - first) / 2, third = radius - first - second
        for pass in [first, second, third] where pass > 0 {
            let window = 2 * pass + 1
            var rows = image
            for y in 0..<height {
                for x in 0..<width {
                    let sum = (max(0, x - pass)...min(width - 1, x + pass)).reduce(0) { $0 + Int(image[y * stride + $1]) }
                    rows[y * stride + x] = UInt8((sum + window / 2) / window)
                }
            }
            for y in 0..<height {
                for x in 0..<width {
                    let sum = (max(0, y - pass)...min(height - 1, y + pass)).reduce(0) { $0 + Int(rows[$1 * stride + x]) }
                    image[y * stride + x] = UInt8((sum + window / 2) / window)
                }
            }
        }
        return image
    }

    @Test func theBlurIsTheRoundedMeanOfEveryWindow() {
        var random = SplitMix64(seed: 2_326)
        for trial in 0..<120 {
            let width = Int.random(in: 1...40, using: &random), height = Int.random(in: 1...40, using: &random)
            let stride = width + [0, 0, 3][trial % 3]
            let radius = [1, 2, 3, 5, 12, 36, 48, 61][trial % 8]
            // Noise, solid blocks and edges: sums from 0 to the most a window holds.
            let density = [0.0, 0.3, 1.0][trial % 3 == 0 ? 2 : Int.random(in: 0...1, using: &random)]
            var alpha = (0..<(stride * height)).map { _ in
                Double.random(in: 0..<1, using: &random) < density ? UInt8.random(in: 0...255, using: &random) : 0
            }
            if trial % 5 == 0 { alpha = alpha.map { $0 == 0 ? 0 : 255 } }
            let expected = Self.reference(alpha, width: width, height: height, stride: stride, radius: radius)
            AlphaBlur.blur(&alpha, width: width, height: height, stride: stride, radius: radius)
            // Only the used bytes of each row are the blur's.
            let used = { (bytes: [UInt8]) in (0..<height).flatMap { bytes[($0 * stride)..<($0 * stride + width)] } }
            #expect(used(alpha) == used(expected), "trial \(trial): \(width)×\(height), stride \(stride), radius \(radius)")
        }
    }

    /// Every window a blur up to radius 300 uses, every sum its bytes can make.
    @Test func theSixteenBitDivisionRoundsEverySumExactly() {
        for window in stride(from: 3, through: 201, by: 2) {
            let divide = AlphaBlur.Divider(window: window)
            let wrong = (0...(255 * window)).first { Int(divide(UInt16($0))) != ($0 + window / 2) / window }
            #expect(wrong == nil, "window \(window): \(wrong ?? 0) / \(window)")
        }
    }

    @Test func turningABlockOnItsSideMovesEveryByte() {
        var random = SplitMix64(seed: 2_327)
        for _ in 0..<200 {
            let rows = Int.random(in: 1...37, using: &random), columns = Int.random(in: 1...37, using: &random)
            let sourceStride = columns + Int.random(in: 0...5, using: &random), targetStride = rows + Int.random(in: 0...5, using: &random)
            let source = (0..<(rows * sourceStride)).map { _ in UInt8.random(in: 0...255, using: &random) }
            var target = [UInt8](repeating: 0, count: columns * targetStride)
            source.withUnsafeBufferPointer { from in
                target.withUnsafeMutableBufferPointer { to in
                    ByteTranspose.transpose(from.baseAddress!, stride: sourceStride, rows: rows, columns: columns, into: to.baseAddress!, stride: targetStride)
                }
            }
            var misplaced = 0
            for r in 0..<rows {
                for c in 0..<columns where target[c * targetStride + r] != source[r * sourceStride + c] { misplaced += 1 }
            }
            #expect(misplaced == 0, "\(rows)×\(columns): \(misplaced) bytes misplaced")
        }
    }
}
