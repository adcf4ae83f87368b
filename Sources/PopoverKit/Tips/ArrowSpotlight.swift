#if canImport(SwiftUI) && canImport(UIKit)
import PopoverCore
import PopoverTips
import SwiftUI

/// The view an `arrowSpotlight` cuts out, passed up the view tree (the first marked one).
private struct ArrowSpotlightTarget: PreferenceKey {
    static var defaultValue: Anchor<CGRect>? { nil }

    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}

extension View {
    /// Marks this view as what ``SwiftUI/View/arrowSpotlight(_:onTapDim:)`` cuts out of
    /// its dim, while `isActive`. A tour's steps mark their anchors while shown.
    ///
    /// ```swift
    /// Button("Share") {}
    ///     .arrowSpotlightTarget(isActive: showInfo)
    /// ```
    public func arrowSpotlightTarget(isActive: Bool = true) -> some View {
        anchorPreference(key: ArrowSpotlightTarget.self, value: .bounds) { isActive ? $0 : nil }
    }

    /// Dims this view (the screen's root, say), edge to edge, with the marked target cut
    /// out: the core's ``/PopoverCore/Spotlight`` path, filled in black at its opacity,
    /// while some view is marked with ``SwiftUI/View/arrowSpotlightTarget(isActive:)``.
    /// Touches in the hole reach the target; a tap on the dim calls `onTapDim` (dismiss
    /// the tip, or move a tour on). The popovers are drawn above it.
    ///
    /// ```swift
    /// VStack {
    ///     Button("Share") {}.arrowTourStep("share", of: tour, tip: TipContent(message: "Share from here"))
    /// }
    /// .arrowSpotlight(Spotlight(padding: 6)) { tour.send(.next) }
    /// ```
    public func arrowSpotlight(_ spotlight: Spotlight = Spotlight(), onTapDim: (() -> Void)? = nil) -> some View {
        overlayPreferenceValue(ArrowSpotlightTarget.self) { target in
            GeometryReader { proxy in
                if let target {
                    let dim = Path(spotlight.path(around: proxy[target], in: CGRect(origin: .zero, size: proxy.size)).cgPath)
                    dim.fill(Color.black.opacity(spotlight.sanitized.dimOpacity), style: FillStyle(eoFill: true))
                        .contentShape(dim, eoFill: true)
                        .onTapGesture { onTapDim?() }
                        .accessibilityHidden(true)
                }
            }
            .ignoresSafeArea()
        }
    }
}
#endif
