#if canImport(SwiftUI) && canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import SwiftUI

/// The host's AppKit half.
extension ArrowMenuRepresentable: NSViewRepresentable {
    func makeNSView(context: Context) -> ArrowMenuHostView {
        ArrowMenuHostView()
    }

    func updateNSView(_ host: ArrowMenuHostView, context: Context) {
        update(host, in: context.environment)
    }

    /// The menu's size in the room SwiftUI offers.
    func sizeThatFits(_ proposal: ProposedViewSize, nsView: ArrowMenuHostView, context: Context) -> CGSize? {
        nsView.menuSize(for: proposal)
    }
}
#endif
