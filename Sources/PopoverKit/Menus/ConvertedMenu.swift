#if canImport(UIKit)
import PopoverMenu
import UIKit

/// A `UIMenu` as a ``/PopoverMenu/PopoverMenu`` with the action each item runs:
///
/// - a `UIAction` or `UICommand` is an item: its title, subtitle, image, state, and its
///   `.disabled` and `.destructive` attributes; a `.hidden` one is left out; a
///   `UIKeyCommand`'s input and modifier flags are its shortcut;
/// - a child `UIMenu` with `.displayInline` is a section with the menu's title as its
///   header; any other child `UIMenu` is a submenu;
/// - a `UIDeferredMenuElement` is left out (UIKit offers no public way to fill it);
/// - the menu's own title, when it has one, heads its first section.
///
/// Choosing an item runs its element: a `UIAction` with `performWithSender(_:target:)` on
/// iOS 16 and later (its `sender` the view the popover points at), else through a private
/// control's `sendAction(_:)`; a `UICommand` on the first responder up the chain from the
/// key focus (or the anchor) that can perform it, without `UIApplication`, so app
/// extensions can link this.
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
    /// Where a chosen `UICommand` starts up the responder chain when no first responder
    /// takes it: the view the menu is shown in, set when it is presented.
    let origin = MenuCommandOrigin()

    /// Converts `menu` as it is now.
    ///
    /// ```swift
    /// let converted = ConvertedMenu(UIMenu(title: "", children: [UIAction(title: "Copy") { _ in }]))
    /// print(converted.actionMenu.menu.itemCount)
    /// ```
    public init(_ menu: UIMenu) {
        actionMenu = ActionMenu(elements: [])
        var elements = self.elements(of: menu.children)
        if !menu.title.isEmpty {
            let header = menu.title
            elements = [MenuGroup(header) { elements }.menuElements].flatMap { $0 }
        }
        actionMenu = ActionMenu(elements: elements)
    }

    /// The menu elements of `children`, their images gathered as they go.
    private mutating func elements(of children: [UIMenuElement]) -> [MenuElement] {
        var result: [MenuElement] = []
        for child in children {
            switch child {
            case let submenu as UIMenu:
                let inner = elements(of: submenu.children)
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
                result += button(for: action, attributes: action.attributes, state: action.state, shortcut: nil).menuElements
            case let command as UICommand:
                guard !command.attributes.contains(.hidden) else { continue }
                let shortcut = (command as? UIKeyCommand).flatMap(Self.shortcut(of:))
                result += button(for: command, attributes: command.attributes, state: command.state, shortcut: shortcut).menuElements
            default:
                continue   // UIDeferredMenuElement, and any element UIKit adds later
            }
        }
        return result
    }

    private mutating func button(
        for element: UIMenuElement, attributes: UIMenuElement.Attributes, state: UIMenuElement.State, shortcut: MenuKeyboardShortcut?
    ) -> MenuButton {
        var button = MenuButton(
            element.title, subtitle: element.subtitle, image: image(of: element),
            role: attributes.contains(.destructive) ? .destructive : .normal, isDisabled: attributes.contains(.disabled),
            shortcut: shortcut
        ) { [origin] in
            MenuElementRunner.run(element, from: origin)
        }
        switch state {
        case .on: button.item.state = .on
        case .mixed: button.item.state = .mixed
        default: button.item.state = .off
        }
        return button
    }

    /// The element's image under a name of its own, kept in ``images``.
    private mutating func image(of element: UIMenuElement) -> MenuImage? {
        guard let image = element.image else { return nil }
        let name = "PopoverKit.UIMenu.image.\(images.count)"
        images[name] = image
        return .named(name)
    }

    /// A key command's shortcut: its input as a character or a named key, and its
    /// modifiers; `nil` for an input with neither.
    static func shortcut(of command: UIKeyCommand) -> MenuKeyboardShortcut? {
        guard let input = command.input else { return nil }
        let named: [String: String] = [
            UIKeyCommand.inputUpArrow: "up", UIKeyCommand.inputDownArrow: "down", UIKeyCommand.inputLeftArrow: "left",
            UIKeyCommand.inputRightArrow: "right", UIKeyCommand.inputEscape: "escape", UIKeyCommand.inputDelete: "delete",
            "\r": "return", "\t": "tab", " ": "space", "\u{8}": "delete",
        ]
        let key: String
        if let name = named[input] {
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

    /// Where a command starts up the responder chain, as `UIApplication.sendAction(_:to:from:for:)`
    /// with no target would (which an app extension cannot call: `sharedApplication` is
    /// `NS_EXTENSION_UNAVAILABLE_IOS`, UIApplication.h): the window's key focus holder when
    /// it is outside the menu (a text view, say), else the view the popover points at,
    /// else the popover itself; each goes on up through its view controllers, the window
    /// and the application.
    var responder: UIResponder? {
        guard let view else { return nil }
        if let window = view.window, case let (_, holder?) = KeyFocus.holder(in: window),
           !((holder as? UIView)?.isDescendant(of: view) ?? false) {
            return holder
        }
        return sender
    }

    /// The element's sender (`UIAction.sender`, `UICommand.sender`, read in the handler):
    /// the view the popover points at, as a button is for its own menu; else the popover.
    var sender: UIView? {
        (view as? PopoverView)?.target.anchorView ?? view
    }

    /// The responder that performs `command`: the first up the chain from ``responder``
    /// whose `canPerformAction(_:withSender:)` says yes (UIResponder.h's
    /// `targetForAction:withSender:`); `nil` for none.
    func target(of command: UICommand) -> Any? {
        responder?.target(forAction: command.action, withSender: command)
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
            guard let target = origin.target(of: command) else { return }
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
            // UIMenuLeaf (iOS 16), which UIAction adopts: `action.sender` is the anchor in
            // the handler. `presentationSourceItem` is read-only and performWithSender
            // takes none (UIMenuLeaf.h), so it stays nil; the sender is a view, which is a
            // source item (UIPopoverPresentationControllerSourceItem.h).
            action.performWithSender(origin.sender, target: nil)
        } else {
            control.sendAction(action)
        }
    }
}
#endif
