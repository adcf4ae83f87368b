import Foundation

/// Finds the first number in JSON text that a `Double` cannot hold (`1e999` overflows,
/// `1e-400` underflows to nothing), with its JSON path (`arrow.base`,
/// `sections[0].items[2].x`). `JSONDecoder` refuses such text as "not valid JSON" and names
/// no field; `JSONSerialization` names no place either. Text that is not JSON is left to
/// ``JSONSyntaxLocation``: this scanner only looks for numbers, and stops at the first.
enum JSONNumberRange {
    private enum Level {
        case object(key: String?)
        case array(index: Int)
    }

    static func locate(in data: Data) -> PopoverInputError? {
        let bytes = [UInt8](data)
        var levels: [Level] = [], i = 0
        while i < bytes.count {
            let byte = bytes[i]
            switch byte {
            case UInt8(ascii: "{"): levels.append(.object(key: nil))
            case UInt8(ascii: "["): levels.append(.array(index: 0))
            case UInt8(ascii: "}"), UInt8(ascii: "]"): _ = levels.popLast()
            case UInt8(ascii: ","):
                switch levels.last {
                case let .array(index)?: levels[levels.count - 1] = .array(index: index + 1)
                case .object?: levels[levels.count - 1] = .object(key: nil)
                case nil: break
                }
            case UInt8(ascii: "\""):
                var end = i + 1
                while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1 }
                if case .object(key: nil)? = levels.last {
                    let raw = String(decoding: bytes[(i + 1)..<min(end, bytes.count)], as: UTF8.self)
                    let escaped = raw.contains("\\") ? try? JSONDecoder().decode(String.self, from: Data("\"\(raw)\"".utf8)) : nil
                    let key = escaped ?? raw
                    levels[levels.count - 1] = .object(key: key)
                }
                i = end
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                var end = i + 1
                while end < bytes.count, "0123456789eE+-.".utf8.contains(bytes[end]) { end += 1 }
                let token = String(decoding: bytes[i..<end], as: UTF8.self)
                if let error = check(token, path: path(levels)) { return error }
                i = end - 1
            default: break
            }
            i += 1
        }
        return nil
    }

    /// An error for `token` when it is a number a `Double` cannot hold.
    private static func check(_ token: String, path: String) -> PopoverInputError? {
        guard let value = Double(token) else { return nil }
        let digits = token.prefix { $0 != "e" && $0 != "E" }
        let underflows = value == 0 && digits.contains { ("1"..."9").contains($0) }
        guard !value.isFinite || underflows else { return nil }
        return PopoverInputError(
            field: path, rule: "must be a number a Double holds (at most 1.8e308 in size, and 0 or at least 2.2e-308)", value: token
        )
    }

    private static func path(_ levels: [Level]) -> String {
        var path = ""
        for level in levels {
            switch level {
            case let .object(key):
                guard let key else { continue }
                path += path.isEmpty ? key : ".\(key)"
            case let .array(index):
                path += "[\(index)]"
            }
        }
        return path.isEmpty ? "(root)" : path
    }
}
