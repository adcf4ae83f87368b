#if canImport(SwiftUI) && (canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst)))
import PopoverCore
import PopoverMenu
import SwiftUI

/// A control that opens a menu in an `arrowPopover` pointing at it, as SwiftUI's `Menu`
/// does, written with the ``/PopoverMenu/MenuBuilder`` content of
/// `arrowMenu(isPresented:style:attachmentAnchor:arrowEdge:alignment:gap:onDismiss:content:)`.
/// A tap or a click opens the menu. With a `primaryAction`, as
/// `Menu(content:label:primaryAction:)`: on iOS a tap runs the action and a long press
/// (half a second, as UIKit's context menu) opens the menu, and the release that ends that
/// press runs nothing; on the Mac, as SwiftUI's `Menu` there, a click on the label runs the
/// action and the menu opens from a separate arrow part beside it (a split button, as
/// `NSComboButton`), since a held click is no Mac idiom. Its `+UIKit` and `+AppKit` halves
/// make the control.
///
/// ```swift
/// ArrowMenu {
///     MenuButton("Name") { print("by name") }
///     MenuButton("Date") { print("by date") }
/// } label: {
///     Label("Sort", systemImage: "arrow.up.arrow.down")
/// }
///
/// ArrowMenu(style: .system) {
///     MenuButton("Duplicate") { print("duplicate") }
/// } label: {
///     Text("Add")
/// } primaryAction: {
///     print("add")
/// }
/// ```
@MainActor
public struct ArrowMenu<Label: View>: View {
    let style: PopoverStyle
    let content: () -> [MenuElement]
    let label: Label
    let primaryAction: (() -> Void)?
    @State var isPresented = false
    #if canImport(UIKit)
    /// A long press opened the menu: the button's action that its release sends runs nothing.
    @State var openedByPress = false
    #endif

    /// A control that opens the menu `content` builds when tapped or clicked.
    ///
    /// ```swift
    /// ArrowMenu { MenuButton("Copy") { print("copy") } } label: { Image(systemName: "ellipsis.circle") }
    /// ```
    ///
    /// - Parameters:
    ///   - style: The popover's look; the menu's colours follow its fill.
    ///   - content: The menu, built again each time the view updates.
    ///   - label: What the control shows.
    public init(style: PopoverStyle = .system, @MenuBuilder content: @escaping () -> [MenuElement], @ViewBuilder label: () -> Label) {
        self.style = style
        self.content = content
        self.label = label()
        primaryAction = nil
    }

    /// A control that runs `primaryAction` when tapped or clicked and opens the menu on a
    /// long press (iOS) or from its arrow part (the Mac), as `Menu(content:label:primaryAction:)`.
    ///
    /// ```swift
    /// ArrowMenu { MenuButton("Reply All") { print("all") } } label: { Text("Reply") } primaryAction: { print("reply") }
    /// ```
    public init(
        style: PopoverStyle = .system, @MenuBuilder content: @escaping () -> [MenuElement], @ViewBuilder label: () -> Label,
        primaryAction: @escaping () -> Void
    ) {
        self.style = style
        self.content = content
        self.label = label()
        self.primaryAction = primaryAction
    }

    /// The platform's control, with the menu's popover.
    public var body: some View {
        control
    }
}
#endif
