#if canImport(SwiftUI) && (canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst)))
import Foundation

/// An app's callback that SwiftUI may reach during a view update (the popover is placed
/// while SwiftUI updates the view that hosts it), run just after it instead, on the main
/// actor's next turn: state the app writes there then changes nothing in the middle of an
/// update (which SwiftUI warns of and may drop). Calls run in the order they came.
@MainActor
final class AfterViewUpdate<Value: Sendable> {
    private let action: (Value) -> Void

    init(_ action: @escaping (Value) -> Void) {
        self.action = action
    }

    func callAsFunction(_ value: Value) {
        Task { @MainActor in self.action(value) }
    }
}
#endif
