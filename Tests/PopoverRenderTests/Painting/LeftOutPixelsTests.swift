import Foundation
import PopoverInvariantChecks
import Testing
@testable import PopoverRender

/// A mask written around the pixels its caller never reads: the coarse shadow resampled
/// into the canvas's coverage mask writes every pixel it did before, and not one of those
/// left out, whatever the part left out (inside, across an edge, past the mask, empty).
@Suite struct LeftOutPixelsTests {
    @Test func aRunIsWrittenAroundTheColumnsLeftOutOnTheirRowsOnly() {
        let hole = LeftOutPixels(columns: 10..<20, rows: 5..<8)
        #expect(hole.written(0..<30, row: 5) == (0..<10, 20..<30))
        #expect(hole.written(0..<30, row: 8) == (0..<30, 30..<30))
        #expect(hole.written(12..<30, row: 6) == (12..<12, 20..<30))
        #expect(hole.written(0..<15, row: 6) == (0..<10, 15..<15))
        #expect(hole.written(25..<30, row: 6) == (25..<25, 25..<30))
        #expect(hole.written(0..<5, row: 6) == (0..<5, 5..<5))
        #expect(LeftOutPixels.none.written(0..<30, row: 0) == (0..<30, 30..<30))
    }

    @Test func theResampledShadowIsTheSameAroundWhatIsLeftOut() {
        var random = SplitMix64(seed: 2_325)
        for trial in 0..<60 {
            var coarse = AlphaMask(width: Int.random(in: 1...40, using: &random), height: Int.random(in: 1...30, using: &random))
            for i in coarse.bytes.indices { coarse.bytes[i] = UInt8.random(in: 0...255, using: &random) }
            let width = Int.random(in: 1...120, using: &random), height = Int.random(in: 1...90, using: &random)
            let scale = CGFloat([1, 1.5, 2.5][trial % 3]), targetScale: CGFloat = 3
            let whole = coarse.resampled(origin: (2, -3), scale: scale, to: (7, -5), scale: targetScale, width: width, height: height)
            // Left out: anywhere, reaching past the mask, or nothing.
            let x = Int.random(in: -20...width + 5, using: &random), y = Int.random(in: -20...height + 5, using: &random)
            let hole = LeftOutPixels(columns: x..<(x + Int.random(in: 0...80, using: &random)), rows: y..<(y + Int.random(in: 0...60, using: &random)))
            let stride = width + 3, sentinel: UInt8 = 0xA5
            var out = [UInt8](repeating: sentinel, count: stride * height)
            out.withUnsafeMutableBufferPointer { out in
                coarse.resample(origin: (2, -3), scale: scale, to: (7, -5), scale: targetScale, width: width, height: height,
                                into: out.baseAddress!, stride: stride, leftOut: hole)
            }
            var wrong = 0
            for row in 0..<height {
                for column in 0..<stride {
                    let value = out[row * stride + column]
                    let expected = column < width && !(hole.rows.contains(row) && hole.columns.contains(column))
                        ? whole.bytes[row * width + column] : sentinel
                    if value != expected { wrong += 1 }
                }
            }
            #expect(wrong == 0, "trial \(trial): \(wrong) pixels wrong, \(width)×\(height) leaving out \(hole)")
        }
    }
}
