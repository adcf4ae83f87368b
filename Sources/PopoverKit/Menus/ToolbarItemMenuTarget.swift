#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import ObjectiveC
import PopoverCore
import PopoverMenu

/// A menu attached to a toolbar item (issue 47): the item's target and action while it is
/// attached, given back when it is detached (unless the app has set its own since). As the
/// item's target it is asked to validate the item (`validateToolbarItem(_:)`,
/// NSToolbarItem.h), and asks the item's former validator. AppKit tells where an item is
/// only through its `view`, which is `nil` for an item whose view AppKit makes
/// (NSToolbarItem.h), so the popover points at the first there is of
/// ``/PopoverMenu/ToolbarMenuAnchor/order``: the item's own view; the view a click of the
/// moment landed on outside the window's content (AppKit's button for the item); the
/// window's first responder outside its content (the item's button, focused with Full
/// Keyboard Access); the top of the window's content below the toolbar
/// (`contentLayoutRect`, NSWindow.h), for an action with neither (VoiceOver, the toolbar's
/// overflow menu).
@MainActor
final class ToolbarItemMenuTarget: NSObject, NSToolbarItemValidation {
    nonisolated(unsafe) static var key: UInt8 = 0
    private weak var toolbarItem: NSToolbarItem?
    private let makePanel: () -> PopoverPanel?
    /// What the item had before: given back on detaching.
    private weak var formerTarget: AnyObject?
    private let formerAction: Selector?
    private weak var panel: PopoverPanel?
    private static let action = #selector(itemSentAction(_:))

    private init(toolbarItem: NSToolbarItem, makePanel: @escaping () -> PopoverPanel?) {
        self.toolbarItem = toolbarItem
        self.makePanel = makePanel
        formerTarget = toolbarItem.target
        formerAction = toolbarItem.action
        super.init()
        toolbarItem.target = self
        toolbarItem.action = Self.action
    }

    /// Gives `toolbarItem` the menu `makePanel` makes in place of the one it has; `nil`
    /// takes it away and gives the item back its own target and action, if the item's
    /// are still this menu's.
    static func attach(_ makePanel: (() -> PopoverPanel?)?, to toolbarItem: NSToolbarItem) {
        if let attached = objc_getAssociatedObject(toolbarItem, &key) as? ToolbarItemMenuTarget,
           toolbarItem.target === attached, toolbarItem.action == action {
            toolbarItem.target = attached.formerTarget
            toolbarItem.action = attached.formerAction
        }
        let target = makePanel.map { ToolbarItemMenuTarget(toolbarItem: toolbarItem, makePanel: $0) }
        objc_setAssociatedObject(toolbarItem, &key, target, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// The item's former validator's answer: its former target's, or, with none, that of
    /// the responder its former action goes to (`target(forAction:to:from:)`,
    /// NSApplication.h), when it validates toolbar items (it may only implement the method,
    /// as Objective-C code does without the protocol); enabled otherwise, as AppKit leaves
    /// an item whose target does not validate.
    func validateToolbarItem(_ item: NSToolbarItem) -> Bool {
        let validate = #selector(NSToolbarItemValidation.validateToolbarItem(_:))
        guard let formerAction,
              let validator = (formerTarget ?? NSApp.target(forAction: formerAction, to: nil, from: item)) as? NSObject,
              validator !== self, validator.responds(to: validate) else { return true }
        typealias Validate = @convention(c) (NSObject, Selector, NSToolbarItem) -> ObjCBool
        return unsafeBitCast(validator.method(for: validate), to: Validate.self)(validator, validate, item).boolValue
    }

    /// The item's action: the menu, unless it is up already.
    @objc private func itemSentAction(_ sender: Any?) {
        guard let toolbarItem, !(panel?.isShown ?? false), let (view, rect) = anchor(of: toolbarItem),
              let menuPanel = makePanel() else { return }
        menuPanel.present(from: view, rect: rect, preferring: MenuTrigger.primaryAction.directions, animated: true)
        panel = menuPanel
    }

    /// What the popover points at: a view, and a rectangle in it (`nil`: its bounds).
    private func anchor(of toolbarItem: NSToolbarItem) -> (NSView, CGRect?)? {
        let window = toolbarItem.view?.window
            ?? NSApp.windows.first(where: { $0.toolbar != nil && $0.toolbar === toolbarItem.toolbar })
        guard let window, let content = window.contentView else { return nil }
        let outsideContent = { (view: NSView) in !view.isDescendant(of: content) }
        return ToolbarMenuAnchor.first { candidate -> (NSView, CGRect?)? in
            switch candidate {
            case .itemView:
                return toolbarItem.view.flatMap { $0.window != nil ? ($0, nil) : nil }
            case .clickedView:
                guard let event = NSApp.currentEvent, event.window === window, event.type == .leftMouseUp,
                      ToolbarMenuAnchor.isRecent(eventTimestamp: event.timestamp, now: ProcessInfo.processInfo.systemUptime),
                      let clicked = content.superview?.hitTest(event.locationInWindow), outsideContent(clicked) else { return nil }
                return (clicked, nil)
            case .focusedView:
                guard let focused = window.firstResponder as? NSView, focused.window === window, outsideContent(focused) else { return nil }
                return (focused, nil)
            case .belowToolbar:
                let below = window.contentLayoutRect
                return (content, content.convert(CGRect(x: below.minX, y: below.maxY, width: below.width, height: 0), from: nil))
            }
        }
    }
}

extension NSToolbarItem {
    /// Gives this toolbar item a menu that opens when the item is clicked, as an
    /// `NSMenuToolbarItem`'s does, in a ``PopoverPanel/menu(_:style:images:onChoose:onCancel:)``
    /// pointing at the item. It takes the item's action while attached: its target and
    /// action are set aside and given back when `nil` takes the menu away. `menuProvider`
    /// is asked each time. AppKit tells where an item is only through its `view`, which is
    /// `nil` for an item whose view AppKit makes: the popover then points at the item's
    /// button that was just clicked, or, opened from the keyboard, at the item's button
    /// focused with Full Keyboard Access, and otherwise (VoiceOver, the toolbar's overflow
    /// menu) below the toolbar, centred on the window. The item's target, this menu's while
    /// it is attached, validates the item (`validateToolbarItem(_:)`) by asking the item's
    /// own target, or the responder its own action goes to. A target and action set on the
    /// item after this replace the menu, and stay when `nil` takes it away.
    ///
    /// ```swift
    /// let add = NSToolbarItem(itemIdentifier: NSToolbarItem.Identifier("add"))
    /// add.image = NSImage(systemSymbolName: "plus", accessibilityDescription: "Add")
    /// add.setArrowMenu {
    ///     ActionMenu {
    ///         MenuButton("Photo", image: .systemName("photo")) { print("photo") }
    ///         MenuButton("Note", image: .systemName("note.text")) { print("note") }
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - style: The popover's look; the menu's colours follow its fill.
    ///   - images: The app's images for items whose image is `.named(…)`, by name.
    public func setArrowMenu(style: PopoverStyle = .system, images: [String: NSImage] = [:], menuProvider: (() -> ActionMenu?)?) {
        ToolbarItemMenuTarget.attach(menuProvider.map { provider in
            { provider().map { PopoverPanel.menu($0, style: style, images: images) } }
        }, to: self)
    }

    /// Gives this toolbar item an `NSMenu` that opens when it is clicked, shown as
    /// ``PopoverPanel/menu(_:style:onCancel:)`` shows it (validated when it opens, a chosen
    /// item's action sent to its target or up the responder chain of the item's window);
    /// otherwise as ``setArrowMenu(style:images:menuProvider:)``. `nil` takes the menu away,
    /// whichever kind it was.
    ///
    /// ```swift
    /// let share = NSMenu(title: "")
    /// share.addItem(withTitle: "Mail", action: #selector(NSText.copy(_:)), keyEquivalent: "")
    /// shareItem.setArrowMenu(share)
    /// ```
    public func setArrowMenu(_ menu: NSMenu?, style: PopoverStyle = .system) {
        ToolbarItemMenuTarget.attach(menu.map { menu in { PopoverPanel.menu(menu, style: style) } }, to: self)
    }
}
#endif
