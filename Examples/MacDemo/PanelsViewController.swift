import AppKit
import PopoverKit

/// One button per case of the Mac checklist: a panel of each behaviour, the classic
/// style, an arrowless one, one whose search field takes the keyboard, and a tip kept
/// in the book (shown once, then never again until reset).
final class PanelsViewController: NSViewController {
    private let book = TipBook()
    /// The panel each button toggles, by the button's tag.
    private var panels: [Int: PopoverPanel] = [:]

    private struct Case {
        let title: String
        let make: () -> PopoverPanel
    }

    private lazy var cases: [Case] = [
        Case(title: "Transient") { Self.textPanel("Click anywhere else to close me.", behavior: .transient) },
        Case(title: "Semitransient") { Self.textPanel("Clicks in other windows leave me up.", behavior: .semitransient) },
        Case(title: "Application-defined") { Self.textPanel("Only Escape or the app closes me.", behavior: .applicationDefined) },
        Case(title: "Classic style") { Self.classicPanel() },
        Case(title: "No arrow") {
            let panel = Self.textPanel("Beside the button, arrowless.", behavior: .transient)
            panel.options.showsArrow = false
            return panel
        },
        Case(title: "Search field") { Self.searchPanel() },
        Case(title: "Menu") { Self.menuPanel() },
    ]

    override func loadView() {
        let stack = NSStackView()
        stack.orientation = .vertical
        stack.alignment = .centerX
        stack.spacing = 12
        for (index, item) in cases.enumerated() {
            let button = NSButton(title: item.title, target: self, action: #selector(toggle(_:)))
            button.tag = index
            button.setArrowToolTip("Opens a \(item.title.lowercased()) popover panel")
            stack.addArrangedSubview(button)
        }
        let tip = NSButton(title: "Tip, shown once", target: self, action: #selector(showTip(_:)))
        stack.addArrangedSubview(tip)
        let reset = NSButton(title: "Reset tips", target: self, action: #selector(resetTips))
        stack.addArrangedSubview(reset)
        // Menus that open by themselves: the button's click, and a right click or a
        // Control-click anywhere on the panel's background.
        let sort = NSButton(title: "Sort (menu)", target: nil, action: nil)
        sort.setArrowMenu {
            ActionMenu {
                MenuButton("Name") { print("by name") }
                MenuButton("Date") { print("by date") }
            }
        }
        stack.addArrangedSubview(sort)
        stack.setArrowContextMenu { location in
            ActionMenu {
                MenuButton("Clicked at \(Int(location.x)), \(Int(location.y))") { print("context") }
            }
        }
        view = stack
    }

    @objc private func toggle(_ sender: NSButton) {
        if let shown = panels[sender.tag], shown.isShown {
            shown.dismiss()
            return
        }
        let panel = cases[sender.tag].make()
        panels[sender.tag] = panel
        panel.present(from: sender, preferring: [.up, .down, .left, .right])
    }

    @objc private func showTip(_ sender: NSButton) {
        book.show("mac-demo-tip", TipContent(title: "Tips remember", message: "This tip shows once; reset to see it again."),
                  rules: TipRules(maximumDisplayCount: 1), dismissAfter: 8, from: sender)
    }

    @objc private func resetTips() {
        book.resetAll()
    }

    private static func textPanel(_ text: String, behavior: PopoverBehavior) -> PopoverPanel {
        let label = NSTextField(wrappingLabelWithString: text)
        label.preferredMaxLayoutWidth = 220
        let panel = PopoverPanel(content: padded(label), style: .system)
        panel.behavior = behavior
        return panel
    }

    /// iOS 5's gloss on the Mac: the gradient, highlight and border from the same outline.
    private static func classicPanel() -> PopoverPanel {
        let label = NSTextField(labelWithString: "The classic style, drawn by the core.")
        label.textColor = PopoverStyle.classic.dynamicTextColor
        return PopoverPanel(content: padded(label), style: .classic)
    }

    private static func searchPanel() -> PopoverPanel {
        let field = NSSearchField()
        field.placeholderString = "Search"
        field.widthAnchor.constraint(equalToConstant: 220).isActive = true
        let panel = PopoverPanel(content: padded(field), style: .system)
        panel.initialFirstResponder = field
        return panel
    }

    /// `view` inside 12 points of margin, sized by Auto Layout.
    private static func padded(_ view: NSView) -> NSView {
        let container = NSView()
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 12),
            view.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -12),
            view.topAnchor.constraint(equalTo: container.topAnchor, constant: 12),
            view.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -12),
        ])
        return container
    }

    /// A menu in a panel: keys, the pointer, a submenu and VoiceOver as on iOS, in the
    /// Mac's compact rows.
    private static func menuPanel() -> PopoverPanel {
        let actions = ActionMenu {
            MenuGroup("Sort by") {
                MenuButton("Name") { print("name") }
                MenuButton("Date") { print("date") }
            }
            Submenu("More", image: .systemName("ellipsis.circle")) {
                MenuButton("Duplicate") { print("duplicate") }
                MenuButton("Delete", role: .destructive) { print("delete") }
            }
        }
        return PopoverPanel.menu(actions, style: .system)
    }
}
