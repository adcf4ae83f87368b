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

/// Marks a view as a spotlight's target two ways: a preference, exact and read in the
/// same layout pass, for a spotlight in the same view tree; and its global frame reported
/// to the nearest spotlight's ``ArrowSpotlightTargets`` in the environment, for one
/// across a `NavigationStack` destination's or a sheet's boundary, which no preference
/// crosses.
private struct ArrowSpotlightTargetMark: ViewModifier {
    let isActive: Bool
    @Environment(\.arrowSpotlightTargets) private var targets
    @State private var id = UUID()

    func body(content: Content) -> some View {
        content
            .anchorPreference(key: ArrowSpotlightTarget.self, value: .bounds) { isActive ? $0 : nil }
            .background {
                GeometryReader { proxy in
                    let frame = isActive ? proxy.frame(in: .global) : nil
                    Color.clear
                        .onAppear { targets?.report(id, frame: frame) }
                        .onChange(of: frame) { targets?.report(id, frame: $0) }
                        .onDisappear { targets?.report(id, frame: nil) }
                }
            }
    }
}

/// Dims the view it modifies with its target cut out, and hands the targets below their
/// ``ArrowSpotlightTargets``.
private struct ArrowSpotlightDim: ViewModifier {
    let spotlight: Spotlight
    let onTapDim: (() -> Void)?
    @StateObject private var targets = ArrowSpotlightTargets()

    /// What VoiceOver reaches, as UIKit's spotlight decides it: taps pass through the
    /// hole, and a tap on the dim calls `onTapDim` (dismisses, as a rule).
    private var reach: VoiceOverReach {
        VoiceOverReach(OutsideInteraction(outsideTap: onTapDim == nil ? .passThrough : .dismissAndPassThrough,
                                          hasPassthroughViews: false, dim: .spotlight(spotlight)))
    }

    func body(content: Content) -> some View {
        content
            .environment(\.arrowSpotlightTargets, targets)
            .overlayPreferenceValue(ArrowSpotlightTarget.self) { marked in
                GeometryReader { proxy in
                    // The same tree's target, else one reported from across a boundary,
                    // from global coordinates into the dim's.
                    let origin = proxy.frame(in: .global).origin
                    let reported = targets.target?.offsetBy(dx: -origin.x, dy: -origin.y)
                    if let hole = marked.map({ proxy[$0] }) ?? reported {
                        let dim = Path(spotlight.path(around: hole, in: CGRect(origin: .zero, size: proxy.size)).cgPath)
                        dim.fill(Color.black.opacity(spotlight.sanitized.dimOpacity), style: FillStyle(eoFill: true))
                            .contentShape(dim, eoFill: true)
                            .onTapGesture { onTapDim?() }
                            .modifier(SpotlightDimAccessibility(reach: reach, onTapDim: onTapDim))
                    }
                }
                .ignoresSafeArea()
            }
    }
}

/// The dim for VoiceOver, as ``/PopoverCore/VoiceOverReach`` says: the "Dismiss popup"
/// element (a button that calls `onTapDim`) when a tap on it dismisses, as UIKit's
/// popover offers one; else no element at all.
private struct SpotlightDimAccessibility: ViewModifier {
    let reach: VoiceOverReach
    let onTapDim: (() -> Void)?

    func body(content: Content) -> some View {
        if reach.offersDismissElement, let onTapDim {
            content
                .accessibilityElement()
                .accessibilityLabel(Text(PopoverView.defaultDismissAccessibilityLabel))
                .accessibilityAddTraits(.isButton)
                .accessibilityAction { onTapDim() }
        } else {
            content.accessibilityHidden(true)
        }
    }
}

extension View {
    /// Marks this view as what ``SwiftUI/View/arrowSpotlight(_:onTapDim:)`` cuts out of
    /// its dim, while `isActive`. A tour's steps mark their anchors while shown. The
    /// nearest `arrowSpotlight` above the view finds it, also from a `NavigationStack`'s
    /// destination or a sheet.
    ///
    /// ```swift
    /// Button("Share") {}
    ///     .arrowSpotlightTarget(isActive: showInfo)
    /// ```
    public func arrowSpotlightTarget(isActive: Bool = true) -> some View {
        modifier(ArrowSpotlightTargetMark(isActive: isActive))
    }

    /// Dims this view (the screen's root, say), edge to edge, with the marked target cut
    /// out: the core's ``/PopoverCore/Spotlight`` path, filled in black at its opacity,
    /// while some view is marked with ``SwiftUI/View/arrowSpotlightTarget(isActive:)``.
    /// Touches in the hole reach the target; a tap on the dim calls `onTapDim` (dismiss
    /// the tip, or move a tour on). The popovers are drawn above it.
    ///
    /// The target is found in this view's tree and beyond it, in the destinations of a
    /// `NavigationStack` inside it: the dim covers this view and the destination shown
    /// in it. A sheet is drawn above the view that presents it, so a dim there would lie
    /// under the sheet: put another `arrowSpotlight` on the sheet's root, and its targets
    /// are found by that one (the nearest above them), dimming the sheet the user looks at.
    ///
    /// ```swift
    /// VStack {
    ///     Button("Share") {}.arrowTourStep("share", of: tour, tip: TipContent(message: "Share from here"))
    /// }
    /// .arrowSpotlight(Spotlight(padding: 6)) { tour.send(.next) }
    /// ```
    public func arrowSpotlight(_ spotlight: Spotlight = Spotlight(), onTapDim: (() -> Void)? = nil) -> some View {
        modifier(ArrowSpotlightDim(spotlight: spotlight, onTapDim: onTapDim))
    }
}
#endif
