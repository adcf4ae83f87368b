#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// The host's UIKit half.
extension ArrowMenuRepresentable: UIViewRepresentable {
    func makeUIView(context: Context) -> ArrowMenuHostView {
        ArrowMenuHostView()
    }

    func updateUIView(_ host: ArrowMenuHostView, context: Context) {
        update(host, in: context.environment)
    }

    /// The menu's size in the room SwiftUI offers (iOS 16 and later; before, the view's
    /// intrinsic size).
    @available(iOS 16, macCatalyst 16, *)
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: ArrowMenuHostView, context: Context) -> CGSize? {
        uiView.menuSize(for: proposal)
    }
}
#endif
