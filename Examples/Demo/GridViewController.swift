import PopoverKit
import UIKit

/// A grid of buttons: each row a style, each column a direction. A tap shows a
/// standalone ``PopoverView``; the last row shows the system popover in each skin.
final class GridViewController: UIViewController {
    /// The popover shown now and the button it came from: a second tap on that button
    /// closes it, a tap on another button moves it there, so popovers never stack.
    private var shown: (popover: PopoverView, button: UIButton)?

    private let skins: [(String, UIPopoverBackgroundView.Type)] = [
        ("system", SystemBackground.self), ("classic", ClassicBackground.self), ("orange", OrangeBackground.self),
        ("noir", NoirBackground.self), ("tooltip", TooltipBackground.self), ("paper", PaperBackground.self),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "PopoverKit"
        view.backgroundColor = .systemGroupedBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .action, primaryAction: UIAction { [weak self] _ in self?.showBarPopover() }
        )

        let rows = UIStackView()
        rows.axis = .vertical
        rows.spacing = 12
        rows.translatesAutoresizingMaskIntoConstraints = false
        for style in PopoverStyle.builtIn {
            rows.addArrangedSubview(row(title: style.name, buttons: ArrowDirection.arrowed.map { direction in
                let shows = button(direction.name) { [weak self] sender in self?.showPopover(style: style, direction: direction, from: sender) }
                // With a trackpad or mouse: a hover tooltip on each button (issue 38's checklist).
                shows.setArrowToolTip("\(style.name), arrow \(direction.name)")
                return shows
            }))
        }
        rows.addArrangedSubview(row(title: "system popover", buttons: skins.map { name, skin in
            button(name) { [weak self] sender in self?.showSystemPopover(skin: skin, from: sender) }
        }))
        view.addSubview(rows)
        NSLayoutConstraint.activate([
            rows.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
            rows.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            rows.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    /// A standalone popover from the button, in one direction only.
    private func showPopover(style: PopoverStyle, direction: ArrowDirection, from button: UIButton) {
        if let shown, shown.popover.isPresented {
            shown.popover.dismiss(animated: true)
            self.shown = nil
            if shown.button === button { return }
        }
        let popover = PopoverView(contentSize: CGSize(width: 220, height: 90), style: style)
        let label = UILabel(frame: popover.contentView.bounds)
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        label.text = "\(style.name), arrow \(direction.name)"
        label.textAlignment = .center
        label.textColor = style.dynamicTextColor
        label.adjustsFontForContentSizeCategory = true
        label.font = .preferredFont(forTextStyle: .body)
        popover.contentView.addSubview(label)
        popover.passthroughViews = [button]
        popover.onDismiss = { [weak self] dismissed, ending in
            print("popover ended: \(ending)")   // .dismissed(.outsideTap), .dismissed(.escapeKey)...
            if self?.shown?.popover === dismissed { self?.shown = nil }
        }
        shown = (popover, button)
        popover.present(from: button, in: view, preferring: [direction], animated: true)
    }

    /// The system popover with a skin, kept a popover on iPhone.
    private func showSystemPopover(skin: UIPopoverBackgroundView.Type, from button: UIButton) {
        let content = UIViewController()
        content.view.backgroundColor = .clear
        content.preferredContentSize = CGSize(width: 260, height: 120)
        presentAsPopover(content, from: button, backgroundViewClass: skin)
    }

    private func showBarPopover() {
        let content = UIViewController()
        content.preferredContentSize = CGSize(width: 240, height: 160)
        guard let item = navigationItem.rightBarButtonItem else { return }
        presentAsPopover(content, from: item, backgroundViewClass: ClassicBackground.self)
    }

    private func row(title: String, buttons: [UIButton]) -> UIStackView {
        let label = UILabel()
        label.text = title
        label.font = .preferredFont(forTextStyle: .headline)
        let buttonsRow = UIStackView(arrangedSubviews: buttons)
        buttonsRow.distribution = .fillEqually
        buttonsRow.spacing = 8
        let stack = UIStackView(arrangedSubviews: [label, buttonsRow])
        stack.axis = .vertical
        stack.spacing = 4
        return stack
    }

    private func button(_ title: String, action: @escaping (UIButton) -> Void) -> UIButton {
        var configuration = UIButton.Configuration.bordered()
        configuration.title = title
        return UIButton(configuration: configuration, primaryAction: UIAction { event in
            if let button = event.sender as? UIButton { action(button) }
        })
    }
}
