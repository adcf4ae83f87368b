#if canImport(SwiftUI) && canImport(UIKit)
import PopoverMenu
import SwiftUI

/// The control's UIKit half: a button, with a long press beside its tap for a menu that is
/// not the primary action.
extension ArrowMenu {
    var control: some View {
        Button(action: tapped) { label }
            .simultaneousGesture(LongPressGesture(minimumDuration: MenuTrigger.longPressDuration).onEnded { _ in
                guard primaryAction != nil else { return }
                openedByPress = true
                isPresented = true
            })
            .arrowMenu(isPresented: $isPresented, style: style, onDismiss: { openedByPress = false }, content: content)
    }

    private func tapped() {
        if openedByPress {
            openedByPress = false
        } else if let primaryAction {
            primaryAction()
        } else {
            isPresented = true
        }
    }
}
#endif
