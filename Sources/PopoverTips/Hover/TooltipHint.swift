import Foundation

/// What VoiceOver reads as a view's hint while it has a hover tooltip, and what it reads
/// once the tooltip is taken away: the app's own hint (or help, on the Mac) is kept and
/// read first, the tooltip's text after it; removing the tooltip gives the app's hint back,
/// unless the app wrote a hint of its own since, which is left as it is.
///
/// ```swift
/// var hint = TooltipHint()
/// hint.set("Sort by date", current: "Opens the list")   // "Opens the list. Sort by date"
/// hint.set(nil, current: "Opens the list. Sort by date") // "Opens the list"
/// ```
package struct TooltipHint: Sendable, Equatable {
    /// The app's hint, as it was before the tooltip wrote one.
    package private(set) var appHint: String?
    /// The hint the tooltip last wrote; `nil` when none is written.
    package private(set) var written: String?

    /// No tooltip has written a hint yet.
    package init() {}

    /// Sets the tooltip's `text` (`nil` or empty: takes the tooltip away) on a view whose
    /// hint is `current` now, and returns the hint to write.
    ///
    /// ```swift
    /// var hint = TooltipHint()
    /// hint.set("Sort by date", current: nil)   // "Sort by date"
    /// ```
    package mutating func set(_ text: String?, current: String?) -> String? {
        // A hint that is not the tooltip's own is the app's (it may have changed it since).
        if written == nil || current != written { appHint = current }
        guard let text, !text.isEmpty else {
            written = nil
            return appHint
        }
        let combined = Self.combine(appHint, text)
        written = combined
        return combined
    }

    /// The app's hint, then the tooltip's text, as two sentences.
    static func combine(_ appHint: String?, _ text: String) -> String {
        guard let appHint, !appHint.isEmpty else { return text }
        let ends = appHint.last.map { ".!?…。".contains($0) } ?? false
        return appHint + (ends ? " " : ". ") + text
    }
}
