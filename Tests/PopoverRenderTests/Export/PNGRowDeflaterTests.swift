#if canImport(CDeflate)
import CCairo
import CDeflate
import Foundation
import PopoverCore
import PopoverInvariantChecks
@testable import PopoverRender
import Testing

/// PopoverKit's own deflate (issue 23: PNGs in a fraction of libdeflate's time). Every
/// stream is read back by libdeflate's inflater, an implementation we did not write, which
/// refuses incomplete codes and bad lengths as zlib does; PNG sizes are held against Cairo's
/// own writer on the README's pictures and the benchmark's render.
@Suite struct PNGRowDeflaterTests {
    /// What libdeflate's inflater makes of `stream`, or `nil` when it refuses it.
    private static func inflate(_ stream: [UInt8], expecting count: Int) -> [UInt8]? {
        guard let decompressor = libdeflate_alloc_decompressor() else { return nil }
        defer { libdeflate_free_decompressor(decompressor) }
        var output = [UInt8](repeating: 0, count: count + 1), actual = 0
        let result = stream.withUnsafeBytes { input in
            output.withUnsafeMutableBytes { output in
                libdeflate_zlib_decompress(decompressor, input.baseAddress, input.count, output.baseAddress, output.count, &actual)
            }
        }
        return result == LIBDEFLATE_SUCCESS ? Array(output[..<actual]) : nil
    }

    private static func deflate(_ bytes: [UInt8], bytesPerPixel: Int = 4, rowBytes: Int = 41) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: PNGRowDeflater.bound(count: bytes.count)) { output, written in
            written = bytes.withUnsafeBufferPointer { PNGRowDeflater.zlib($0, bytesPerPixel: bytesPerPixel, rowBytes: rowBytes, into: output.baseAddress!) }
        }
    }

    /// Inputs that reach every path: nothing, one byte, runs longer than a match, noise (stored
    /// blocks), repeats at every kind of distance, several blocks, more than one stored block.
    @Test func everyStreamInflatesToItsInput() {
        var random = SplitMix64(seed: 23)
        var inputs: [[UInt8]] = [[], [7], [1, 2, 3], [UInt8](repeating: 0, count: 300_000), (0..<200_000).map { _ in UInt8.random(in: 0...255, using: &random) }]
        inputs.append(Array((0..<90_000).map { UInt8(truncatingIfNeeded: $0 * 7 / 3) }))
        for _ in 0..<300 {
            let count = Int.random(in: 0..<5_000, using: &random)
            var bytes = [UInt8](repeating: 0, count: count)
            for i in 0..<count {
                // Copies from a random distance back, runs, or noise from a small or a full alphabet.
                let back = Int.random(in: 1...40_000, using: &random)
                switch Int.random(in: 0..<4, using: &random) {
                case 0 where i >= back: bytes[i] = bytes[i - back]
                case 1 where i > 0: bytes[i] = bytes[i - 1]
                case 2: bytes[i] = UInt8.random(in: 0...3, using: &random)
                default: bytes[i] = UInt8.random(in: 0...255, using: &random)
                }
            }
            inputs.append(bytes)
        }
        for input in inputs {
            for (pixel, row) in [(4, 41), (3, 1_000), (4, 40_001)] {
                let stream = Self.deflate(input, bytesPerPixel: pixel, rowBytes: row)
                #expect(Self.inflate(stream, expecting: input.count) == input, "\(input.count) bytes, pixel \(pixel), row \(row)")
            }
        }
    }

    /// Noise cannot be compressed: it goes out stored, a few bytes per 64 KiB larger than itself.
    @Test func noiseIsStoredNotInflated() {
        var random = SplitMix64(seed: 23)
        let noise = (0..<500_000).map { _ in UInt8.random(in: 0...255, using: &random) }
        let stream = Self.deflate(noise)
        #expect(stream.count <= noise.count + 10 * (noise.count / 32_768 + 2) + 6)
        #expect(Self.inflate(stream, expecting: noise.count) == noise)
    }

    /// Huffman codes are complete (Kraft's sum exactly 1, which strict inflaters require) and
    /// within their length limit, for frequencies from even to Fibonacci-skewed, which make
    /// Huffman's own lengths far too long.
    @Test func huffmanCodesAreCompleteAndWithinTheirLimit() {
        var random = SplitMix64(seed: 23)
        for trial in 0..<2_000 {
            let symbols = [19, 30, 286][trial % 3], limit = symbols == 19 ? 7 : 15
            var frequencies = [UInt32](repeating: 0, count: symbols)
            switch trial % 4 {
            case 0:
                var (a, b): (UInt32, UInt32) = (1, 1)
                for s in 0..<min(symbols, 40) {
                    frequencies[s] = a
                    (a, b) = (b, a &+ b > 1 << 30 ? b : a &+ b)
                }
            case 1: frequencies[Int.random(in: 0..<symbols, using: &random)] = 5
            default:
                for s in 0..<symbols where Bool.random(using: &random) { frequencies[s] = UInt32.random(in: 1...100_000, using: &random) }
            }
            let code = frequencies.withUnsafeBufferPointer { HuffmanCode(frequencies: $0, limit: limit) }
            let used = (0..<code.count).map(code.length).filter { $0 > 0 }
            #expect(used.count >= 2)
            #expect(used.allSatisfy { $0 <= limit })
            let kraft = used.reduce(0.0) { $0 + pow(2.0, -Double($1)) }
            #expect(kraft == 1, "trial \(trial): Kraft sum \(kraft)")
            for (symbol, frequency) in frequencies.enumerated() where frequency > 0 { #expect(code.length(symbol) > 0) }
        }
    }

    /// The bytes of Cairo's own PNG of `image` (libpng's adaptive filters and zlib at its
    /// default level): the writer PopoverKit used when issue 23 was filed.
    private static func cairoPNGSize(_ image: RenderedImage) -> Int {
        var bytes = image.bytes, size = 0
        bytes.withUnsafeMutableBytes { pixels in
            let surface = cairo_image_surface_create_for_data(
                pixels.baseAddress!.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height), Int32(image.width * 4)
            )
            defer { cairo_surface_destroy(surface) }
            withUnsafeMutablePointer(to: &size) { size in
                _ = cairo_surface_write_to_png_stream(surface, { closure, _, length in
                    closure!.assumingMemoryBound(to: Int.self).pointee += Int(length)
                    return CAIRO_STATUS_SUCCESS
                }, size)
            }
        }
        return size
    }

    /// Issue 23's rule: PNGs no more than 10% larger than Cairo's own writer made them,
    /// on the README's pictures and the benchmark's render (the writer as a whole: filters
    /// and this deflate), every one read back pixel for pixel.
    @Test func pngsStayWithinATenthOfCairosSize() throws {
        let docs = URL(fileURLWithPath: String(#filePath.prefix(upTo: #filePath.range(of: "/Tests/")!.lowerBound))).appendingPathComponent("docs")
        var images = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".png") }.sorted().map {
            ($0, try PNGCodec.decode(Data(contentsOf: docs.appendingPathComponent($0))))
        }
        #expect(images.count >= 20)
        let request = SkinRenderRequest(style: .classic, size: CGSize(width: 320, height: 200), direction: .up, arrowOffset: -40, scale: 3)
        images.append(("the benchmark's render", try PopoverRenderer.image(request)))
        var ours = 0, cairos = 0
        for (name, image) in images {
            let png = try PNGCodec.encode(image), cairo = Self.cairoPNGSize(image)
            #expect(Double(png.count) <= 1.10 * Double(cairo), "\(name): \(png.count) bytes against Cairo's \(cairo)")
            #expect(try PNGCodec.decode(png) == image, "\(name)")
            ours += png.count
            cairos += cairo
        }
        #expect(ours <= cairos + cairos / 20, "all: \(ours) bytes against Cairo's \(cairos)")
    }
}
#endif
