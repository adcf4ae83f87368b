#if canImport(UIKit)
import PopoverMenu
import UIKit

/// A `UIMenu` as a ``/PopoverMenu/PopoverMenu`` with the action each item runs:
///
/// - a `UIAction` or `UICommand` is an item: its title, subtitle, image, state, and its
///   `.disabled`, `.destructive` and (iOS 16) `.keepsMenuPresented` attributes; a `.hidden` one is left out; a
///   `UIKeyCommand`'s input and modifier flags are its shortcut;
/// - a child `UIMenu` with `.displayInline` is a section with the menu's title as its
///   header; any other child `UIMenu` is a submenu;
/// - a `UIDeferredMenuElement` is left out (UIKit offers no public way to fill it);
/// - the menu's own title, when it has one, heads its first section;
/// - a `.singleSelection` menu's items are a group whose checkmark moves to the item chosen
///   (``/PopoverMenu/MenuSingleSelection``, the core's rule), as UIKit moves it.
///
/// Presented with ``PopoverView/menu(_:style:)``, the menu is converted again each time it
/// comes on screen, its `UICommand`s validated as UIKit validates them: each goes to the
/// first responder up the chain that can perform it (`target(forAction:withSender:)`), whose
/// `validate(_:)` may change its title, image, state and attributes; one that no responder
/// can perform is shown disabled.
///
/// Choosing an item runs its element: a `UIAction` with `performWithSender(_:target:)` on
/// iOS 16 and later (its `sender` what the popover points at: the bar button item, else
/// the view), else through a private control's `sendAction(_:)` (`sender` is read-only
/// and `performWithSender` is iOS 16, UIMenuLeaf.h: it is never the anchor there); a
/// `UICommand` on the first responder up the chain from the key focus (or the anchor)
/// that can perform it, without `UIApplication`, so app extensions can link this.
///
/// ```swift
/// let edit = UIMenu(title: "", children: [
///     UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { _ in print("copy") },
///     UIMenu(title: "Sort by", options: .displayInline, children: [UIAction(title: "Name", state: .on) { _ in }]),
/// ])
/// let converted = ConvertedMenu(edit)
/// print(converted.actionMenu.menu.sections.count)   // 2: Copy, then "Sort by"
/// ```
@MainActor
public struct ConvertedMenu {
    /// The menu and the element each item runs.
    public private(set) var actionMenu: ActionMenu
    /// The elements' images, by the names the items' `MenuImage.named(…)` give them.
    public private(set) var images: [String: UIImage] = [:]
    /// Where a chosen `UICommand` starts up the responder chain, and the sender handlers
    /// read: from the popover the menu is shown in, set when it is presented.
    let origin: MenuCommandOrigin
    /// Whether `UICommand`s are validated up the responder chain from ``origin``.
    private let validates: Bool
    /// The elements that run, in menu order (the order of the menu's `leafPaths`).
    private var leaves: [UIMenuElement] = []
    /// Each `.singleSelection` menu's own elements, by their place in ``leaves``.
    private var selectionGroups: [[Int]] = []

    /// Converts `menu` as it is now.
    ///
    /// ```swift
    /// let converted = ConvertedMenu(UIMenu(title: "", children: [UIAction(title: "Copy") { _ in }]))
    /// print(converted.actionMenu.menu.itemCount)
    /// ```
    public init(_ menu: UIMenu) {
        self.init(menu, origin: MenuCommandOrigin(), validating: false)
    }

    /// Converts `menu`, its commands validated from `origin` when `validating`.
    init(_ menu: UIMenu, origin: MenuCommandOrigin, validating: Bool) {
        self.origin = origin
        validates = validating
        actionMenu = ActionMenu(elements: [])
        // The key focus holder is found once, not once per command: the search walks the
        // window's views, so per command a 10,000-item menu would walk it 10,000 times.
        let start = validating ? origin.responder : nil
        var elements = self.elements(of: menu.children, singleSelection: menu.options.contains(.singleSelection), validatingFrom: start)
        if !menu.title.isEmpty {
            let header = menu.title
            elements = [MenuGroup(header) { elements }.menuElements].flatMap { $0 }
        }
        actionMenu = ActionMenu(elements: elements)
    }

    /// The menu elements of `children`, their images gathered as they go, their commands
    /// validated up the responder chain from `start` (when validating).
    private mutating func elements(of children: [UIMenuElement], singleSelection: Bool, validatingFrom start: UIResponder?) -> [MenuElement] {
        var result: [MenuElement] = []
        var own: [Int] = []
        defer { if singleSelection, own.count > 0 { selectionGroups.append(own) } }
        for child in children {
            switch child {
            case let submenu as UIMenu:
                let inner = elements(of: submenu.children, singleSelection: submenu.options.contains(.singleSelection), validatingFrom: start)
                if submenu.options.contains(.displayInline) {
                    let header = submenu.title.isEmpty ? nil : submenu.title
                    result += MenuGroup(header) { inner }.menuElements
                } else if !inner.isEmpty {
                    var item = Submenu(submenu.title, subtitle: submenu.subtitle, image: image(of: submenu)) { inner }
                    if submenu.options.contains(.destructive) { item.item.role = .destructive }
                    result += item.menuElements
                }
            case let action as UIAction:
                guard !action.attributes.contains(.hidden) else { continue }
                result += button(for: action, shown: action, attributes: action.attributes, state: action.state, shortcut: nil).menuElements
            case let command as UICommand:
                let shown = validated(command, from: start)
                guard !shown.attributes.contains(.hidden) else { continue }
                let shortcut = (shown as? UIKeyCommand).flatMap(Self.shortcut(of:))
                result += button(for: command, shown: shown, attributes: shown.attributes, state: shown.state, shortcut: shortcut).menuElements
            default:
                continue   // UIDeferredMenuElement, and any element UIKit adds later
            }
            if child is UIAction || child is UICommand {
                own.append(leaves.count)
                leaves.append(child)
            }
        }
        return result
    }

    /// `command` as the responder chain from `start` (``MenuCommandOrigin/responder``,
    /// found once per conversion) has it now: a copy given to the `validate(_:)` of the
    /// responder that would perform it, disabled when none would (UIResponder.h's
    /// `targetForAction:withSender:` and `validateCommand:`); `command` itself when not
    /// validating.
    private func validated(_ command: UICommand, from start: UIResponder?) -> UICommand {
        guard validates else { return command }
        let copy = (command.copy() as? UICommand) ?? command
        guard let target = MenuCommandOrigin.target(of: copy, from: start) else {
            copy.attributes.insert(.disabled)
            return copy
        }
        (target as? UIResponder)?.validate(copy)
        return copy
    }

    /// The rule of the `.singleSelection` menus, by the items' paths.
    var singleSelection: MenuSingleSelection {
        let paths = actionMenu.menu.leafPaths
        guard paths.count == leaves.count else { return MenuSingleSelection() }
        return MenuSingleSelection(groups: selectionGroups.map { $0.map { paths[$0] } })
    }

    /// The item at `path` is being chosen: the elements of its `.singleSelection` menus
    /// take the states the core's rule gives (the checkmark moves to it), before its
    /// handler runs, so the handler and the next presentation see them.
    func choosing(_ path: MenuItemPath) {
        let paths = actionMenu.menu.leafPaths
        guard paths.count == leaves.count else { return }
        for (changed, state) in singleSelection.changes(afterChoosing: path, in: actionMenu.menu) {
            guard let i = paths.firstIndex(of: changed) else { continue }
            let uiState: UIMenuElement.State = switch state {
            case .on: .on
            case .mixed: .mixed
            case .off: .off
            }
            if let action = leaves[i] as? UIAction { action.state = uiState }
            if let command = leaves[i] as? UICommand { command.state = uiState }
        }
    }

    /// The item of `element`, shown as `shown` (its validated copy, for a command).
    private mutating func button(
        for element: UIMenuElement, shown: UIMenuElement, attributes: UIMenuElement.Attributes, state: UIMenuElement.State,
        shortcut: MenuKeyboardShortcut?
    ) -> MenuButton {
        var button = MenuButton(
            shown.title, subtitle: shown.subtitle, image: image(of: shown),
            role: attributes.contains(.destructive) ? .destructive : .normal, isDisabled: attributes.contains(.disabled),
            shortcut: shortcut
        ) { [origin] in
            MenuElementRunner.run(element, from: origin)
        }
        // UIMenuElement.h: keepsMenuPresented, iOS 16: the choice leaves the menu open.
        if #available(iOS 16, macCatalyst 16, *), attributes.contains(.keepsMenuPresented) { button.item.keepsMenuPresented = true }
        switch state {
        case .on: button.item.state = .on
        case .mixed: button.item.state = .mixed
        default: button.item.state = .off
        }
        return button
    }

    /// The element's image under a name of its own, kept in ``images``.
    private mutating func image(of element: UIMenuElement) -> MenuImage? {
        images.keep(element.image, prefix: "PopoverKit.UIMenu.image")
    }

    /// UIKit's named key inputs (UIResponder.h: the arrows and Escape, iOS 7; the page
    /// keys, iOS 8; Home, End and F1–F12, iOS 13.4; Delete, iOS 15), by the core's names
    /// for them, whose glyphs ``/PopoverMenu/MenuKeyboardShortcut/namedKeys`` gives.
    static let namedInputs: [String: String] = {
        var inputs: [String: String] = [
            UIKeyCommand.inputUpArrow: "up", UIKeyCommand.inputDownArrow: "down", UIKeyCommand.inputLeftArrow: "left",
            UIKeyCommand.inputRightArrow: "right", UIKeyCommand.inputEscape: "escape", UIKeyCommand.inputDelete: "delete",
            UIKeyCommand.inputHome: "home", UIKeyCommand.inputEnd: "end",
            UIKeyCommand.inputPageUp: "pageup", UIKeyCommand.inputPageDown: "pagedown",
            "\r": "return", "\t": "tab", " ": "space", "\u{8}": "delete",
        ]
        let functionKeys = [
            UIKeyCommand.f1, UIKeyCommand.f2, UIKeyCommand.f3, UIKeyCommand.f4, UIKeyCommand.f5, UIKeyCommand.f6,
            UIKeyCommand.f7, UIKeyCommand.f8, UIKeyCommand.f9, UIKeyCommand.f10, UIKeyCommand.f11, UIKeyCommand.f12,
        ]
        for (n, input) in functionKeys.enumerated() { inputs[input] = "f\(n + 1)" }
        return inputs
    }()

    /// A key command's shortcut: its input as a character or a named key, and its
    /// modifiers; `nil` for an input with neither.
    static func shortcut(of command: UIKeyCommand) -> MenuKeyboardShortcut? {
        guard let input = command.input else { return nil }
        let key: String
        if let name = Self.namedInputs[input] {
            key = name
        } else if input.count == 1 {
            key = input
        } else {
            return nil
        }
        let flags = command.modifierFlags
        var modifiers: Set<MenuKeyboardShortcut.Modifier> = []
        if flags.contains(.control) { modifiers.insert(.control) }
        if flags.contains(.alternate) { modifiers.insert(.option) }
        if flags.contains(.shift) { modifiers.insert(.shift) }
        if flags.contains(.command) { modifiers.insert(.command) }
        return MenuKeyboardShortcut(key: key, modifiers: modifiers)
    }
}

/// The popover a converted menu was shown in, kept weakly for its elements: where a
/// chosen command starts up the responder chain, and the sender a handler reads.
@MainActor
final class MenuCommandOrigin {
    weak var view: UIView?
    /// The view an attached menu was opened from, when the popover points at a part of
    /// it (a long press on a table's row): the anchor the popover itself does not know.
    weak var source: UIView?

    /// Where a command starts up the responder chain, as `UIApplication.sendAction(_:to:from:for:)`
    /// with no target would (which an app extension cannot call: `sharedApplication` is
    /// `NS_EXTENSION_UNAVAILABLE_IOS`, UIApplication.h): the window's key focus holder when
    /// it is outside the menu (a text view, say), else the view the popover points at (or
    /// the ``source`` it points into), else the popover itself; each goes on up through
    /// its view controllers, the window and the application. It walks the window's views
    /// (``KeyFocus/holder(in:)``): read it once per conversion or choice, never once per
    /// command.
    var responder: UIResponder? {
        guard let view else { return nil }
        if let window = view.window, case let (_, holder?) = KeyFocus.holder(in: window),
           !((holder as? UIView)?.isDescendant(of: view) ?? false) {
            return holder
        }
        return (view as? PopoverView)?.target.anchorView ?? source ?? view
    }

    /// The element's sender (`UIAction.sender`, `UICommand.sender`, read in the handler,
    /// iOS 16 and later): what the popover points at, as a button is for its own menu (the
    /// bar button item, else the anchor view, else the ``source`` it points into); else the
    /// popover, shown from a rectangle.
    var sender: AnyObject? {
        guard let popover = view as? PopoverView else { return view }
        return popover.target.barItem ?? popover.target.anchorView ?? source ?? popover
    }

    /// The responder that performs `command`: the first up the chain from `start` (a
    /// ``responder``) whose `canPerformAction(_:withSender:)` says yes (UIResponder.h's
    /// `targetForAction:withSender:`); `nil` for none.
    static func target(of command: UICommand, from start: UIResponder?) -> Any? {
        start?.target(forAction: command.action, withSender: command)
    }
}

/// Runs a `UIMenu`'s element as UIKit would when it is chosen.
@MainActor
enum MenuElementRunner {
    /// Runs `UIAction`s' handlers before iOS 16 (UIControl.h's `sendAction(_:)`, iOS 14):
    /// never on screen.
    private static let control = UIControl()

    static func run(_ element: UIMenuElement, from origin: MenuCommandOrigin) {
        if let command = element as? UICommand {
            // Up the responder chain (no UIApplication: app extensions link this too).
            guard let target = MenuCommandOrigin.target(of: command, from: origin.responder) else { return }
            if #available(iOS 16, macCatalyst 16, *) {
                // UIMenuLeaf.h: the sender is readable in the selector while it runs.
                command.performWithSender(origin.sender, target: target)
            } else {
                _ = (target as AnyObject).perform(command.action, with: command)
            }
            return
        }
        guard let action = element as? UIAction else { return }
        if #available(iOS 16, macCatalyst 16, *) {
            // UIMenuLeaf (iOS 16), which UIAction adopts: `action.sender` is the bar item
            // or the anchor in the handler. `presentationSourceItem` is read-only and
            // performWithSender takes none (UIMenuLeaf.h), so it stays nil; the sender is a
            // view or a bar button item, each a source item
            // (UIPopoverPresentationControllerSourceItem.h).
            action.performWithSender(origin.sender, target: nil)
        } else {
            // iOS 15: `sender` is read-only (UIAction.h), so it cannot be the anchor.
            control.sendAction(action)
        }
    }
}
#endif
