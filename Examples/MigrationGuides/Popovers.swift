// The PopoverKit side of Sources/PopoverKit/PopoverKit.docc/MigratingFromPopovers.md.
// Each `// guide:` region is shown there verbatim (scripts/check-migration-guides checks
// it); the iOS type-check compiles this folder as an app would, with plain imports.
#if canImport(UIKit)
import PopoverKit
import SwiftUI
import UIKit

// guide: style
extension PopoverStyle {
    /// The look of `Templates.Container`: 12 pt corners, 16 pt padding, the system
    /// background, a soft shadow, and `BackgroundWithArrow`'s arrow (48 × 12, curved into
    /// the body, a rounded tip).
    static let popoversContainer = PopoverStyle(
        name: "popoversContainer",
        metrics: SkinMetrics(arrowBase: 48, arrowHeight: 12, contentInsets: .uniform(16), cornerRadius: 12,
                             arrowTipRadius: 4, arrowSides: .curved),
        fill: .solid(DynamicColor(uiColor: .systemBackground)),
        shadow: Shadow(color: DynamicColor(uiColor: .black), opacity: 0.25, radius: 40, offset: CGSize(width: 0, height: 4))
    )
}
// guide: end

// guide: basic
struct PresentButton: View {
    @State private var present = false

    var body: some View {
        Button("Present popover!") { present = true }
            // The default `.absolute(originAnchor: .bottom, popoverAnchor: .top)`:
            // below the button, at its bottom edge.
            .arrowPopover(isPresented: $present, style: .popoversContainer, arrowEdge: .bottom) {
                Text("Hi, I'm a popover.")
            }
    }
}
// guide: end

// guide: selection
struct PhotoStrip: View {
    let tags = ["Beach", "Hills"]
    @State private var selection: String?

    var body: some View {
        HStack {
            ForEach(tags, id: \.self) { tag in
                Button(tag) { selection = tag }
                    // `.popover(selection:tag:)`: shown while `selection == tag`.
                    .arrowPopover(isPresented: Binding(get: { selection == tag },
                                                       set: { if !$0, selection == tag { selection = nil } }),
                                  arrowEdge: .bottom) {
                        Text(tag)
                    }
            }
        }
    }
}
// guide: end

/// A screen of the app's that used Popovers from UIKit.
final class PopoversGuide: UIViewController {
    let button = UIButton(type: .system)
    let otherButton = UIButton(type: .system)

    // guide: uikit
    @objc func buttonPressed() {
        let label = UILabel()
        label.text = "Hi, I'm a popover."
        let popover = PopoverView(content: label, style: .popoversContainer)
        popover.present(from: button, in: view, permittedArrowDirections: .up, animated: true)
    }
    // guide: end

    // guide: attributes
    func configure(_ popover: PopoverView) {
        popover.options.alignment = .start                   // originAnchor: .bottomLeft, popoverAnchor: .topLeft
        popover.options.gap = 8                              // a sourceFrameInset of -8 on the popover's side
        popover.containerMargin = 16                         // screenEdgePadding (one value for every edge)
        popover.outsideTap = .dismissAndPassThrough          // dismissal.mode = .tapOutside (the default)
        popover.passthroughViews = [otherButton]             // dismissal.excludedFrames
        popover.onOutsideTap = { _ in print("tapped outside") }            // onTapOutside
        popover.onDismiss = { _, _ in print("dismissed") }                 // onDismiss
        popover.dismissAccessibilityLabel = "Close"          // accessibility.dismissButtonLabel
    }
    // guide: end

    // guide: noarrow
    /// A Popovers popover without `Templates.Container` has no arrow: the same sides, the
    /// same rules, the gap measured from the body.
    func showWithoutArrow(_ popover: PopoverView) {
        popover.options.showsArrow = false
        popover.present(from: button, in: view, permittedArrowDirections: .up, animated: true)
    }
    // guide: end
}
#endif
