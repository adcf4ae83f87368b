import PopoverKit
import SwiftUI
import UIKit

/// The front door (issue 34): each of the eleven things every port of another popover
/// library wrote by hand, as an app writes it now. The device checklist walks it.
final class FrontDoorViewController: UIViewController {
    private let share = UIButton(type: .system)
    private let other = UIButton(type: .system)
    private var timer: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Front door"
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .action, primaryAction: UIAction { [weak self] _ in self?.tipOnBarItem() })
        share.setTitle("Share", for: .normal)
        other.setTitle("Other", for: .normal)
        let stack = UIStackView(arrangedSubviews: [share, other] + actions.map(button))
        stack.axis = .vertical
        stack.spacing = 12
        let swiftUI = UIHostingController(rootView: FrontDoorSwiftUIView())
        addChild(swiftUI)
        stack.addArrangedSubview(swiftUI.view)
        swiftUI.didMove(toParent: self)
        stack.frame = view.bounds.insetBy(dx: 20, dy: 120)
        stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(stack)
    }

    private var actions: [(String, () -> Void)] {
        [
            ("1. Colours and a shadow from UIKit", { [unowned self] in coloursFromUIKit() }),
            ("2. A label sized for you", { [unowned self] in labelSizedForYou() }),
            ("4. A card beside, no arrow", { [unowned self] in cardWithoutArrow() }),
            ("5. Close and press what was tapped", { [unowned self] in passTheTapOn() }),
            ("6. A toast that closes on tap", { [unowned self] in toastClosedOnTap() }),
            ("7. A spotlight dim", { [unowned self] in spotlight() }),
            ("8. At a point, and centred", { [unowned self] in atAPointAndCentred() }),
            ("10. Dismissed from a timer", { [unowned self] in dismissedFromATimer() }),
        ]
    }

    private func button(_ action: (String, () -> Void)) -> UIButton {
        UIButton(type: .system, primaryAction: UIAction(title: action.0) { _ in action.1() })
    }

    private func label(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        label.numberOfLines = 0
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        return label
    }

    // MARK: The items

    /// Item 1: a platform colour, a one-off style without a name, a shadow in CALayer's units.
    private func coloursFromUIKit() {
        let style = PopoverStyle(
            metrics: SkinMetrics(contentInsets: .uniform(12), cornerRadius: 10),
            fill: .solid(DynamicColor(uiColor: .secondarySystemBackground)),
            shadow: Shadow(color: DynamicColor(uiColor: .black), opacity: 0.2, radius: 8, offset: CGSize(width: 0, height: 4))
        )
        PopoverView(content: label("Drawn in the system's colours"), style: style).present(from: share, in: view)
    }

    /// Item 2: UIKit content measured by Auto Layout against the room the popover gets.
    private func labelSizedForYou() {
        let popover = PopoverView(content: label(String(repeating: "Wrapped to the room there is. ", count: 8)))
        popover.present(from: share, in: view)
    }

    /// Item 3: a tip on a bar button item.
    private func tipOnBarItem() {
        guard let item = navigationItem.rightBarButtonItem, let container = navigationController?.view else { return }
        PopoverView.tip(TipContent(message: "Share the album from here")).present(from: item, in: container)
    }

    /// Item 4: the same sides and rules, no arrow, 8 pt from the body.
    private func cardWithoutArrow() {
        let popover = PopoverView(content: label("A card below its button"))
        popover.options.showsArrow = false
        popover.options.gap = 8
        popover.present(from: share, in: view, permittedArrowDirections: [.up, .down])
    }

    /// Item 5: a tap on another button closes the popover and presses that button.
    private func passTheTapOn() {
        let popover = PopoverView(content: label("Tap Other: it closes me and acts"))
        popover.outsideTap = .dismissAndPassThrough
        popover.present(from: share, in: view)
    }

    /// Item 6: a toast that closes when tapped, and says so.
    private func toastClosedOnTap() {
        let popover = PopoverView(content: label("Copied"), style: .tooltip)
        popover.dismissesOnTap = true
        popover.onTap = { _ in print("toast tapped") }
        popover.present(centeredIn: view)
    }

    /// Item 7: a dim the popover owns, with a hole on its anchor that taps go through.
    private func spotlight() {
        let popover = PopoverView.tip(TipContent(message: "Share from here"))
        popover.dim = .spotlight(Spotlight(padding: 6))
        popover.outsideTap = .passThrough
        popover.onOutsideTap = { _ in print("tapped the dim") }
        popover.present(from: share, in: view)
    }

    /// Item 8: at a point (a long press), then centred with no anchor.
    private func atAPointAndCentred() {
        let popover = PopoverView(content: label("Here"))
        popover.present(at: CGPoint(x: view.bounds.midX, y: view.bounds.midY), in: view, permittedArrowDirections: [.down])
        popover.onDismiss = { [weak self] _, _ in
            guard let self else { return }
            PopoverView(content: label("In the middle")).present(centeredIn: view)
        }
    }

    /// Item 10: a popover captured in a Timer's block, as a UILabel would be.
    private func dismissedFromATimer() {
        let popover = PopoverView(content: label("Gone in two seconds"))
        popover.present(from: share, in: view)
        timer = Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { _ in
            popover.dismiss()
        }
    }
}

/// Items 9 and 11 in SwiftUI: SwiftUI's `arrowEdge`, the ending, the outside-tap choice,
/// the dim and the timer, as the modifier's parameters.
struct FrontDoorSwiftUIView: View {
    @State private var showInfo = false

    var body: some View {
        Button("Info") { showInfo = true }
            .arrowPopover(isPresented: $showInfo, arrowEdge: .bottom, outsideTap: .dismissAndPassThrough, dim: .standard,
                          dismissAfter: 5, onDismiss: { ending in print("ended: \(ending)") }) {
                Text("Below the button, its arrow pointing up").padding()
            }
            .onArrowPopoverPlacement { placement in print(placement.frame) }
    }
}
