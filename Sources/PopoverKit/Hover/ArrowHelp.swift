#if canImport(SwiftUI) && (canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst)))
import PopoverCore
import PopoverTips
import SwiftUI

/// `arrowHelp`'s entry points, the same set as SwiftUI's `help(_:)` (a `LocalizedStringKey`,
/// a `Text`, a `LocalizedStringResource`, any `StringProtocol` verbatim), so that a string
/// literal is localized as `help("…")` localizes it, each with a text tooltip or one with
/// any content.
extension View {
    /// Gives this view a hover tooltip of `textKey`'s localized text, drawn in `style` in an
    /// `arrowPopover`, beside or instead of SwiftUI's `help(_:)`, which it takes the place of
    /// word for word (a string literal is a `LocalizedStringKey`, looked up in the app's
    /// `Localizable` strings as `help` looks it up). It shows when the pointer rests on the
    /// view (the Mac; iPadOS with a trackpad or mouse) after ``ArrowToolTips/timing``'s delay
    /// (or `delay`), at once while another tooltip was just shown, below the pointer (or at
    /// this view with an arrow, `placement`); when keyboard focus comes to the view (Full
    /// Keyboard Access, the Mac's keyboard navigation), at the view with an arrow; and on iOS
    /// when a finger is held on it for half a second, at the view with an arrow. It stays
    /// while the pointer is on the view or on the tooltip, or focus is on the view, with no
    /// time limit (WCAG 2.2, 1.4.13), and goes a moment after they leave; after a finger
    /// lifts it stays 1.5 to 30 s by its length. Escape, a press or a tap elsewhere (on the
    /// Mac also a click, a scroll or any key), another popover or menu opening, or the app
    /// going inactive hide it at once. VoiceOver reads the localized text as this view's
    /// hint. On iOS 15 there is no pointer location: the tooltip shows at the view.
    ///
    /// A `LocalizedStringKey` tells no one its translation (SwiftUI resolves it as it
    /// draws), so the time after a finger lifts is that of a typical tooltip of
    /// 60 characters, 4 s; pass a `String(localized:)` or a `LocalizedStringResource` for
    /// the translation's own length.
    ///
    /// ```swift
    /// Button("Sort") { print("sorted") }
    ///     .arrowHelp("Sort by date, newest first")
    /// ```
    @MainActor
    public func arrowHelp(_ textKey: LocalizedStringKey, style: PopoverStyle = .tooltip, delay: TimeInterval? = nil,
                          placement: HoverTooltipPlacement = .pointer) -> some View {
        arrowHelp(text: Text(textKey), length: ArrowHelpLength.unknown, style: style, delay: delay, placement: placement)
    }

    /// Gives this view a hover tooltip of `text`, as SwiftUI's `help(_:)` of a `Text` does,
    /// shown as the `LocalizedStringKey` one is (`arrowHelp("…")`); VoiceOver reads `text`
    /// as the view's hint. A `Text` tells no one its string: the time after a finger lifts
    /// is that of a typical tooltip of 60 characters, 4 s.
    ///
    /// ```swift
    /// Button("Inbox") { print("inbox") }
    ///     .arrowHelp(Text("Inbox") + Text(": 3 unread"))
    /// ```
    @MainActor
    public func arrowHelp(_ text: Text, style: PopoverStyle = .tooltip, delay: TimeInterval? = nil,
                          placement: HoverTooltipPlacement = .pointer) -> some View {
        arrowHelp(text: text, length: ArrowHelpLength.unknown, style: style, delay: delay, placement: placement)
    }

    /// Gives this view a hover tooltip of `text` as it is, not localized, as SwiftUI's
    /// `help(_:)` of a `StringProtocol` value does (a `String` variable, say), shown as the
    /// `LocalizedStringKey` one is; VoiceOver reads `text` as the view's hint.
    ///
    /// ```swift
    /// let fileName = "Report.pdf"
    /// Button("Open") { print("opened") }
    ///     .arrowHelp(fileName)
    /// ```
    @_disfavoredOverload @MainActor
    public func arrowHelp<S: StringProtocol>(_ text: S, style: PopoverStyle = .tooltip, delay: TimeInterval? = nil,
                                             placement: HoverTooltipPlacement = .pointer) -> some View {
        arrowHelp(text: Text(verbatim: String(text)), length: text.count, style: style, delay: delay, placement: placement)
    }

    /// Gives this view a hover tooltip of `textKey`'s localized text, as SwiftUI's
    /// `help(_:)` of a `LocalizedStringResource` does (iOS 16, macOS 13), shown as the
    /// `LocalizedStringKey` one is; VoiceOver reads the localized text as the view's hint,
    /// whose length (`String(localized:)`) times how long it stays after a finger lifts.
    ///
    /// ```swift
    /// if #available(iOS 16, macOS 13, *) {
    ///     Button("Delete") { print("deleted") }
    ///         .arrowHelp(LocalizedStringResource("Move to the Bin"))
    /// }
    /// ```
    @available(iOS 16, macOS 13, *)
    @_disfavoredOverload @MainActor
    public func arrowHelp(_ textKey: LocalizedStringResource, style: PopoverStyle = .tooltip, delay: TimeInterval? = nil,
                          placement: HoverTooltipPlacement = .pointer) -> some View {
        arrowHelp(text: Text(textKey), length: String(localized: textKey).count, style: style, delay: delay, placement: placement)
    }

    /// Gives this view a hover tooltip with any view as its content, shown as `arrowHelp("…")`
    /// shows one; VoiceOver reads `textKey`'s localized text as this view's hint.
    ///
    /// ```swift
    /// Button("Favourite") { print("starred") }
    ///     .arrowHelp("Favourite: shown first") {
    ///         Label("Favourite: shown first", systemImage: "star.fill").padding(6)
    ///     }
    /// ```
    @MainActor
    public func arrowHelp<Content: View>(
        _ textKey: LocalizedStringKey, style: PopoverStyle = .tooltip, delay: TimeInterval? = nil,
        placement: HoverTooltipPlacement = .pointer, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(ArrowHelpModifier(hint: Text(textKey), textLength: ArrowHelpLength.unknown, style: style, delay: delay,
                                   placement: placement, tip: content))
    }

    /// Gives this view a hover tooltip with any view as its content; VoiceOver reads `text`
    /// as this view's hint.
    ///
    /// ```swift
    /// Button("Favourite") { print("starred") }
    ///     .arrowHelp(Text("Favourite")) { Image(systemName: "star.fill").padding(6) }
    /// ```
    @MainActor
    public func arrowHelp<Content: View>(
        _ text: Text, style: PopoverStyle = .tooltip, delay: TimeInterval? = nil,
        placement: HoverTooltipPlacement = .pointer, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(ArrowHelpModifier(hint: text, textLength: ArrowHelpLength.unknown, style: style, delay: delay,
                                   placement: placement, tip: content))
    }

    /// Gives this view a hover tooltip with any view as its content; VoiceOver reads `text`,
    /// as it is, as this view's hint, and its length times how long the tooltip stays after
    /// a finger lifts.
    ///
    /// ```swift
    /// let name = "Ada"
    /// Button("Profile") { print("profile") }
    ///     .arrowHelp(name) { Label(name, systemImage: "person").padding(6) }
    /// ```
    @_disfavoredOverload @MainActor
    public func arrowHelp<S: StringProtocol, Content: View>(
        _ text: S, style: PopoverStyle = .tooltip, delay: TimeInterval? = nil,
        placement: HoverTooltipPlacement = .pointer, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(ArrowHelpModifier(hint: Text(verbatim: String(text)), textLength: text.count, style: style, delay: delay,
                                   placement: placement, tip: content))
    }

    /// Gives this view a hover tooltip with any view as its content; VoiceOver reads
    /// `textKey`'s localized text as this view's hint, and its length times how long the
    /// tooltip stays after a finger lifts.
    ///
    /// ```swift
    /// if #available(iOS 16, macOS 13, *) {
    ///     Button("Delete") { print("deleted") }
    ///         .arrowHelp(LocalizedStringResource("Move to the Bin")) { Image(systemName: "trash").padding(6) }
    /// }
    /// ```
    @available(iOS 16, macOS 13, *)
    @_disfavoredOverload @MainActor
    public func arrowHelp<Content: View>(
        _ textKey: LocalizedStringResource, style: PopoverStyle = .tooltip, delay: TimeInterval? = nil,
        placement: HoverTooltipPlacement = .pointer, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(ArrowHelpModifier(hint: Text(textKey), textLength: String(localized: textKey).count, style: style,
                                   delay: delay, placement: placement, tip: content))
    }

    /// A text tooltip of `text`, `length` characters long.
    @MainActor
    private func arrowHelp(text: Text, length: Int, style: PopoverStyle, delay: TimeInterval?,
                           placement: HoverTooltipPlacement) -> some View {
        modifier(ArrowHelpModifier(hint: text, textLength: length, style: style, delay: delay, placement: placement) {
            text.font(.footnote).frame(maxWidth: HoverTooltipText.maximumWidth).fixedSize(horizontal: false, vertical: true)
                .padding(EdgeInsets(HoverTooltipText.insets))
        })
    }
}

/// How long a tooltip's text is taken to be when SwiftUI does not say (a `Text`, a
/// `LocalizedStringKey`: neither has a public resolver): a typical tooltip's sentence,
/// which stays 4 s after a finger lifts (``/PopoverTips/HoverTiming/visibleDuration(textLength:)``).
enum ArrowHelpLength {
    static let unknown = 60
}
#endif
