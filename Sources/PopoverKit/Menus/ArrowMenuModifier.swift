#if canImport(SwiftUI) && (canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst)))
import PopoverCore
import PopoverMenu
import SwiftUI

extension View {
    /// Shows a menu in an `arrowPopover` pointing at this view while `isPresented` is
    /// true, written with a ``/PopoverMenu/MenuBuilder`` block: buttons, toggles, groups
    /// with headers, dividers and submenus (each opening as a second popover pointing at
    /// its row). Keys, the pointer, press-slide-release and VoiceOver work as in
    /// ``PopoverView/menu(_:style:images:onChoose:)``. Choosing an item closes the menu,
    /// then runs the item's action; `isPresented` becomes false once the menu has gone. A
    /// tap outside, Escape or VoiceOver's
    /// escape gesture close it choosing nothing. The block runs again whenever this view
    /// updates, so a toggle shows its current state.
    ///
    /// ```swift
    /// Button("Edit") { showInfo = true }
    ///     .arrowMenu(isPresented: $showInfo, arrowEdge: .bottom) {
    ///         MenuButton("Copy", image: .systemName("doc.on.doc")) { print("copy") }
    ///         MenuToggle("Show Grid", isOn: .constant(true))
    ///         MenuDivider()
    ///         Submenu("Share") { MenuButton("Mail") { print("mail") } }
    ///     }
    /// ```
    ///
    /// - Parameters:
    ///   - style: The popover's look; the menu's colours follow its fill.
    ///   - attachmentAnchor, arrowEdge, alignment, gap: Where the popover goes, as for
    ///     `arrowPopover(isPresented:style:attachmentAnchor:arrowEdge:alignment:gap:outsideTap:dim:dismissAfter:onDismiss:content:)`.
    ///   - appearance: The menu's look beyond the popover's style: width, row height,
    ///     fonts, colours (``/PopoverMenu/MenuAppearance``); the system look by default.
    ///   - onDismiss: Called when the menu has gone, whether an item was chosen or not.
    ///   - onCancel: Called when the menu has gone with nothing chosen.
    @MainActor
    public func arrowMenu(
        isPresented: Binding<Bool>,
        style: PopoverStyle = .system,
        appearance: MenuAppearance = .standard,
        attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge? = nil,
        alignment: PopoverAlignment = .center,
        gap: CGFloat = 0,
        onDismiss: (() -> Void)? = nil,
        onCancel: (() -> Void)? = nil,
        @MenuBuilder content: @escaping () -> [MenuElement]
    ) -> some View {
        arrowPopover(
            isPresented: isPresented, style: style, attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge, alignment: alignment,
            gap: gap, onDismiss: onDismiss
        ) {
            ArrowMenuContent(style: style, appearance: appearance, onCancel: onCancel, build: content)
        }
    }

    /// Shows a menu while `item` is not `nil`, built for that item, as SwiftUI's
    /// `popover(item:)` shows content; choosing an entry closes the menu, then runs its
    /// action, and `item` becomes `nil` once the menu has gone. Otherwise as `arrowMenu(isPresented:style:attachmentAnchor:arrowEdge:alignment:gap:onDismiss:content:)`.
    ///
    /// ```swift
    /// Button("Beach") { selectedPhoto = Photo(name: "Beach") }
    ///     .arrowMenu(item: $selectedPhoto) { photo in
    ///         MenuButton("Share \(photo.name)", image: .systemName("square.and.arrow.up")) { print("share") }
    ///         MenuButton("Delete", role: .destructive) { print("delete \(photo.name)") }
    ///     }
    /// ```
    @MainActor
    public func arrowMenu<Item: Identifiable>(
        item: Binding<Item?>,
        style: PopoverStyle = .system,
        appearance: MenuAppearance = .standard,
        attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge? = nil,
        alignment: PopoverAlignment = .center,
        gap: CGFloat = 0,
        onDismiss: (() -> Void)? = nil,
        onCancel: (() -> Void)? = nil,
        @MenuBuilder content: @escaping (Item) -> [MenuElement]
    ) -> some View {
        arrowPopover(
            item: item, style: style, attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge, alignment: alignment, gap: gap,
            onDismiss: onDismiss
        ) { shown in
            ArrowMenuContent(style: style, appearance: appearance, onCancel: onCancel) { content(shown) }
        }
    }
}

extension MenuToggle {
    /// A toggle bound to SwiftUI state: checked while `isOn` is true; choosing it flips it.
    ///
    /// ```swift
    /// Button("View") { showInfo = true }
    ///     .arrowMenu(isPresented: $showInfo) {
    ///         MenuToggle("Show Grid", image: .systemName("grid"), isOn: .constant(false))
    ///     }
    /// ```
    public init(
        _ title: String, id: String? = nil, subtitle: String? = nil, image: MenuImage? = nil, isDisabled: Bool = false,
        shortcut: MenuKeyboardShortcut? = nil, isOn: Binding<Bool>
    ) {
        self.init(title, id: id, subtitle: subtitle, image: image, isDisabled: isDisabled, shortcut: shortcut,
                  isOn: { isOn.wrappedValue }, set: { isOn.wrappedValue = $0 })
    }
}
#endif
