import Foundation
import PopoverCore

/// Style JSON: built-in styles with values replaced by hostile ones, and raw byte
/// mutations. Decoding must succeed or throw ``PopoverInputError``; a decoded style must
/// validate, round-trip, and lay out finitely.
enum StyleFuzz {
    static let seeds: [Data] = PopoverStyle.builtIn.compactMap { try? $0.jsonData() }

    static let area = FuzzArea(name: "style", weight: 15) { random in
        let json = StyleFuzz.mutated(&random)
        let style: PopoverStyle
        do {
            style = try PopoverStyle(json: json)
        } catch is PopoverInputError {
            return FuzzOutcome.refused
        }
        do { try style.validate() } catch { return "decoded style does not validate: \(error)" }
        let again = try PopoverStyle(json: try style.jsonData())
        guard again == style else { return "style does not round-trip" }
        let layout = BackgroundLayout(size: CGSize(width: 200, height: 120), direction: .up, arrowOffset: 0, metrics: style.metrics)
        let path = PopoverOutline.path(for: layout, pixelGrid: style.pixelGrid(atScale: 2))
        return path.svgPathData.contains("nan") || path.svgPathData.contains("inf") ? "non-finite outline \(path.svgPathData)" : nil
    }

    static let numbers = ["0", "-0", "-1", "1e-9", "1e9", "1e100", "1e308", "-1e308", "1e400", "NaN", "Infinity", "\"\"", "null", "true",
                          "[]", "{}", "10000", "10000.5", "\"hairline\"", "\"wavy\"", "\"#GGGGGG\"", "\"#00000033\"", "-10000", "0.5"]

    static func mutated(_ r: inout FuzzRandom) -> Data {
        var bytes = [UInt8](r.pick(seeds))
        switch r.int(0...3) {
        case 0, 1:
            // Replace the value after a random colon with a hostile token.
            let colons = bytes.indices.filter { bytes[$0] == UInt8(ascii: ":") }
            for _ in 0..<r.int(1...3) {
                guard let colon = colons.randomElement(using: &r) else { break }
                var end = colon + 2
                while end < bytes.count, ![UInt8(ascii: ","), UInt8(ascii: "\n"), UInt8(ascii: "}")].contains(bytes[end]) { end += 1 }
                guard colon + 2 <= end, end <= bytes.count else { continue }
                bytes.replaceSubrange((colon + 2)..<end, with: Array(r.pick(numbers).utf8))
                break
            }
        case 2:
            // Flip, drop or duplicate bytes.
            for _ in 0..<r.int(1...8) where !bytes.isEmpty {
                let i = r.int(0...(bytes.count - 1))
                switch r.int(0...2) {
                case 0: bytes[i] = UInt8.random(in: 0...255, using: &r)
                case 1: bytes.remove(at: i)
                default: bytes.insert(bytes[i], at: i)
                }
            }
        default:
            // Truncate, or nest deeply.
            if r.chance(0.5) { bytes = Array(bytes.prefix(r.int(0...bytes.count))) } else {
                let depth = r.int(1...2000)
                bytes = Array(String(repeating: "[", count: depth).utf8) + bytes + Array(String(repeating: "]", count: depth).utf8)
            }
        }
        return Data(bytes)
    }
}
