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
/// iOS 16 and later, else through a private control's `sendAction(_:)`; a `UICommand` up
/// the responder chain with `UIApplication.sendAction(_:to:from:for:)`.
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
            MenuElementRunner.run(element, from: origin.view)
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

/// The view a converted menu was shown in, kept weakly for its commands.
@MainActor
final class MenuCommandOrigin {
    weak var view: UIView?
}

/// Runs a `UIMenu`'s element as UIKit would when it is chosen.
@MainActor
enum MenuElementRunner {
    /// Runs `UIAction`s' handlers before iOS 16 (UIControl.h's `sendAction(_:)`, iOS 14):
    /// never on screen.
    private static let control = UIControl()

    static func run(_ element: UIMenuElement, from origin: UIView?) {
        if let command = element as? UICommand {
            // Up the responder chain from the first responder, the command as the sender;
            // with none (the menu gave up the focus as it closed), from the view the menu
            // was shown in, through its view controllers.
            if UIApplication.shared.sendAction(command.action, to: nil, from: command, for: nil) { return }
            guard let target = origin?.target(forAction: command.action, withSender: command) else { return }
            UIApplication.shared.sendAction(command.action, to: target, from: command, for: nil)
            return
        }
        guard let action = element as? UIAction else { return }
        if #available(iOS 16, macCatalyst 16, *) {
            // UIMenuLeaf (iOS 16), which UIAction adopts.
            action.performWithSender(nil, target: nil)
        } else {
            control.sendAction(action)
        }
    }
}
#endif
