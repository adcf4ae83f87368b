#if canImport(SwiftUI) && canImport(UIKit)
import PopoverCore
import PopoverMenu
import SwiftUI

/// A control that opens a menu in an `arrowPopover` pointing at it, as SwiftUI's `Menu`
/// does, written with the ``/PopoverMenu/MenuBuilder`` content of
/// `arrowMenu(isPresented:style:attachmentAnchor:arrowEdge:alignment:gap:onDismiss:content:)`.
/// A tap opens the menu; with a `primaryAction`, as `Menu(content:label:primaryAction:)`,
/// a tap runs the action and a long press (half a second, as UIKit's context menu) opens
/// the menu, and the release that ends that press runs nothing.
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
    private let style: PopoverStyle
    private let content: () -> [MenuElement]
    private let label: Label
    private let primaryAction: (() -> Void)?
    @State private var isPresented = false
    /// A long press opened the menu: the button's action that its release sends runs nothing.
    @State private var openedByPress = false

    /// A control that opens the menu `content` builds when tapped.
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

    /// A control that runs `primaryAction` when tapped and opens the menu on a long press,
    /// as `Menu(content:label:primaryAction:)`.
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

    /// The label in a button, with the long press beside its tap and the menu's popover.
    public var body: some View {
        Button(action: tapped) { label }
            .simultaneousGesture(LongPressGesture(minimumDuration: MenuTrigger.longPressDuration).onEnded { _ in
                guard primaryAction != nil else { return }
                openedByPress = true
                isPresented = true
            })
            .arrowMenu(isPresented: $isPresented, style: style, onDismiss: { openedByPress = false }, content: content)
    }

    private func tapped() {
        if openedByPress {
            openedByPress = false
        } else if let primaryAction {
            primaryAction()
        } else {
            isPresented = true
        }
    }
}
#endif
