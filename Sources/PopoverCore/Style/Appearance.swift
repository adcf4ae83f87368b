/// Light or dark interface style, as `UIUserInterfaceStyle`.
///
/// ```swift
/// PopoverStyle.system.border?.color.resolved(for: .dark)
/// ```
public enum Appearance: String, Sendable, Codable, CaseIterable {
    /// The light appearance.
    case light
    /// The dark appearance.
    case dark
}
