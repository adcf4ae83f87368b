#if canImport(SwiftUI) && (canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst)))
import PopoverCore
import SwiftUI

/// What a view's environment adds to the `arrowPopover`s hanging on it and below it:
/// UIKit's ``PopoverView`` settings that are not the modifier's parameters. Set after
/// `arrowPopover` (outside it), as SwiftUI's environment flows; popovers shown inside a
/// popover's content start from the defaults again.
struct ArrowPopoverEnvironment {
    var showsArrow = true
    var dismissLabel: String?
    #if canImport(UIKit)
    var presentAnimation: PopoverView.CustomAnimation?
    var dismissAnimation: PopoverView.CustomAnimation?
    #endif
    var onPlacement: ((Placement) -> Void)?
}

private struct ArrowPopoverEnvironmentKey: EnvironmentKey {
    static var defaultValue: ArrowPopoverEnvironment { ArrowPopoverEnvironment() }
}

extension EnvironmentValues {
    var arrowPopoverEnvironment: ArrowPopoverEnvironment {
        get { self[ArrowPopoverEnvironmentKey.self] }
        set { self[ArrowPopoverEnvironmentKey.self] = newValue }
    }
}

extension View {
    /// Whether the `arrowPopover`s on this view (and the views inside it) have an arrow,
    /// written after them:
    /// `false` places them by the same rules beside their anchors, without one
    /// (``/PopoverCore/PlacementOptions/showsArrow``).
    ///
    /// ```swift
    /// Button("Account") { showInfo = true }
    ///     .arrowPopover(isPresented: $showInfo, arrowEdge: .bottom, gap: 8) { Text("Signed in").padding() }
    ///     .arrowPopoverShowsArrow(false)
    /// ```
    public func arrowPopoverShowsArrow(_ showsArrow: Bool) -> some View {
        transformEnvironment(\.arrowPopoverEnvironment) { $0.showsArrow = showsArrow }
    }

    #if canImport(UIKit)
    /// What VoiceOver reads for the element that dismisses the `arrowPopover`s on this
    /// view (``PopoverView/dismissAccessibilityLabel``; UIKit's "Dismiss popup" by default).
    ///
    /// ```swift
    /// Button("Info") { showInfo = true }
    ///     .arrowPopover(isPresented: $showInfo) { Text("Saved").padding() }
    ///     .arrowPopoverDismissLabel("Close the note")
    /// ```
    public func arrowPopoverDismissLabel(_ label: String) -> some View {
        transformEnvironment(\.arrowPopoverEnvironment) { $0.dismissLabel = label }
    }

    /// Custom present and dismiss animations for the `arrowPopover`s on this view
    /// (``PopoverView/presentAnimation`` and ``PopoverView/dismissAnimation``); `nil`
    /// keeps the default. A transaction that disables animations shows and hides them
    /// without any.
    ///
    /// ```swift
    /// Button("Info") { showInfo = true }
    ///     .arrowPopover(isPresented: $showInfo) { Text("Saved").padding() }
    ///     .arrowPopoverAnimation(present: { popover, animation, done in
    ///         popover.alpha = 0
    ///         UIView.animate(withDuration: animation.duration, animations: { popover.alpha = 1 }, completion: { _ in done() })
    ///     })
    /// ```
    public func arrowPopoverAnimation(
        present: PopoverView.CustomAnimation? = nil, dismiss: PopoverView.CustomAnimation? = nil
    ) -> some View {
        transformEnvironment(\.arrowPopoverEnvironment) {
            $0.presentAnimation = present
            $0.dismissAnimation = dismiss
        }
    }
    #endif

    /// Calls `action` with the placement of an `arrowPopover` on this view each time it
    /// is placed: its frame, its arrow's direction and tip, in the coordinates of the view
    /// it is shown in (the hosting view controller's). It runs just after SwiftUI's view
    /// update that placed it, so `action` may set state.
    ///
    /// ```swift
    /// Button("Info") { showInfo = true }
    ///     .arrowPopover(isPresented: $showInfo) { Text("Saved").padding() }
    ///     .onArrowPopoverPlacement { placement in print(placement.frame) }
    /// ```
    public func onArrowPopoverPlacement(perform action: @escaping (Placement) -> Void) -> some View {
        transformEnvironment(\.arrowPopoverEnvironment) { $0.onPlacement = action }
    }
}
#endif
