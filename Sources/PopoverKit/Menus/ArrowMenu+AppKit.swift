#if canImport(SwiftUI) && canImport(AppKit) && !targetEnvironment(macCatalyst)
import SwiftUI

/// The control's AppKit half: a button that opens the menu, or, with a primary action, the
/// label's button for the action and an arrow's button for the menu side by side, as
/// SwiftUI's `Menu(content:label:primaryAction:)` on the Mac; the popover points at both.
extension ArrowMenu {
    var control: some View {
        HStack(spacing: 0) {
            if let primaryAction {
                Button(action: primaryAction) { label }
                Button { isPresented = true } label: {
                    Image(systemName: "chevron.down").accessibilityLabel(Text("Show Menu"))
                }
            } else {
                Button { isPresented = true } label: { label }
            }
        }
        .arrowMenu(isPresented: $isPresented, style: style, content: content)
    }
}
#endif
