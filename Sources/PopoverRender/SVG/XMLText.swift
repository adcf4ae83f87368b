/// Text as XML 1.0 character data, for the SVG writer: `&`, `<` and `>` escaped, and each
/// character XML 1.0 cannot carry even escaped (a control character other than tab, line
/// feed and carriage return; U+FFFE, U+FFFF) replaced by U+FFFD, the replacement
/// character: the file parses, and a reader sees that something stood there.
enum XMLText {
    static func escaped(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": result.unicodeScalars.append("\u{FFFD}")
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
