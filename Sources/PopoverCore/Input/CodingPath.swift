/// Turns coding paths into the dotted field paths that error messages show.
extension [any CodingKey] {
    /// `arrow.base`, `fill.linearGradient.stops[1].color`.
    package func dotted(appending key: String? = nil) -> String {
        var text = ""
        for k in self {
            if let index = k.intValue { text += "[\(index)]" } else { text += (text.isEmpty ? "" : ".") + k.stringValue }
        }
        if let key { text += (text.isEmpty ? "" : ".") + key }
        return text.isEmpty ? "(root)" : text
    }
}
