#if canImport(SwiftUI) && (canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst)))
import PopoverCore
import PopoverTips
import SwiftUI

extension View {
    /// Gives this view a hover tooltip for the pointer (the Mac; iPadOS with a trackpad or
    /// mouse), drawn in `style` in an `arrowPopover`, beside or instead of SwiftUI's
    /// `help(_:)`: it shows after ``ArrowToolTips/timing``'s delay (or `delay`), at once
    /// while another tooltip was just shown, below the pointer (or at this view with an
    /// arrow, `placement`), and goes on a click, a scroll or a key (on the Mac), a press,
    /// the app going inactive, or when the pointer leaves. VoiceOver reads `text` as this
    /// view's hint. On iOS 15 there is no pointer location: the tooltip shows at the view.
    ///
    /// ```swift
    /// Button("Sort") { print("sorted") }
    ///     .arrowHelp("Sort by date, newest first")
    /// ```
    @MainActor
    public func arrowHelp(_ text: String, style: PopoverStyle = .tooltip, delay: TimeInterval? = nil,
                          placement: HoverTooltipPlacement = .pointer) -> some View {
        modifier(ArrowHelpModifier(text: text, style: style, delay: delay, placement: placement) {
            Text(text).font(.footnote).frame(maxWidth: HoverTooltipText.maximumWidth).fixedSize(horizontal: false, vertical: true)
                .padding(EdgeInsets(HoverTooltipText.insets))
        })
    }

    /// Gives this view a hover tooltip with any view as its content, as
    /// ``arrowHelp(_:style:delay:placement:)``; VoiceOver reads `text` as this view's hint,
    /// and `text`'s length sets how long the tooltip stays.
    ///
    /// ```swift
    /// Image(systemName: "star.fill")
    ///     .arrowHelp("Favourite: shown first") {
    ///         Label("Favourite: shown first", systemImage: "star.fill").padding(6)
    ///     }
    /// ```
    @MainActor
    public func arrowHelp<Content: View>(
        _ text: String, style: PopoverStyle = .tooltip, delay: TimeInterval? = nil, placement: HoverTooltipPlacement = .pointer,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(ArrowHelpModifier(text: text, style: style, delay: delay, placement: placement, tip: content))
    }
}

/// `arrowHelp`: the pointer's hover read from SwiftUI, fed to the driver, and the
/// driver's show and hide carried out by an `arrowPopover` at the pointer.
@MainActor
struct ArrowHelpModifier<Tip: View>: ViewModifier {
    let text: String
    let style: PopoverStyle
    let delay: TimeInterval?
    let placement: HoverTooltipPlacement
    let tip: () -> Tip
    @StateObject private var target = SwiftUIToolTipTarget()

    func body(content: Content) -> some View {
        let pointer = placement == .pointer ? target.shownAt : nil
        let anchor: PopoverAttachmentAnchor = pointer.map { .rect(.rect(PointerAnchor($0, cursorHeight: Self.cursorHeight).rect)) }
            ?? .rect(.bounds)
        var settings = ArrowPopoverSettings(
            style: style, directions: .ordered(PointerAnchor.directions), alignment: pointer == nil ? .center : .start,
            gap: pointer == nil || placement.showsArrow ? 0 : PointerAnchor.gap, attachment: anchor, outsideTap: .passThrough
        )
        settings.isHoverTooltip = true
        settings.showsArrow = placement.showsArrow
        return content
            .modifier(HoverReader { target.hover($0, text: text, delay: delay) })
            #if canImport(UIKit)
            // A click on the view (with a trackpad) hides the tooltip as it ends; the view
            // still gets it. A tap, not a drag from zero distance: that one would hold a
            // scroll view around the view from scrolling.
            .simultaneousGesture(TapGesture().onEnded { target.pressed() })
            #endif
            .arrowPopover(isPresented: $target.isShown, settings: settings, onDismiss: nil) { tip() }
            .accessibilityHint(Text(text))
            .onDisappear { target.leave() }
    }

    /// How far the cursor reaches below the pointer (``/PopoverTips/PointerKind``): the
    /// Mac's arrow, iPadOS's round pointer.
    private static var cursorHeight: CGFloat { PointerKind.current.reach }
}

/// The pointer over a view: its location in the view (`nil` when it left), from
/// `onContinuousHover` (iOS 16, macOS 13), or `onHover` without a location on iOS 15.
@MainActor
private struct HoverReader: ViewModifier {
    let changed: (HoverLocation?) -> Void

    func body(content: Content) -> some View {
        if #available(iOS 16, macOS 13, *) {
            content.onContinuousHover(coordinateSpace: .local) { phase in
                switch phase {
                case let .active(location): changed(.at(location))
                case .ended: changed(nil)
                }
            }
        } else {
            content.onHover { inside in changed(inside ? .somewhere : nil) }
        }
    }
}

/// Where the pointer is over a view.
enum HoverLocation: Equatable {
    /// At this point of the view.
    case at(CGPoint)
    /// Over the view, at a place SwiftUI does not say (iOS 15).
    case somewhere
}

/// An `arrowHelp` as the driver knows it: told the pointer's hovers, and showing or
/// hiding the tooltip by its published flag.
@MainActor
final class SwiftUIToolTipTarget: ObservableObject, HoverTooltipTarget {
    @Published var isShown = false
    /// Where the pointer was when the tooltip showed, in the view (`nil`: at the view).
    @Published private(set) var shownAt: CGPoint?
    private var id: Int?
    private var inside = false
    private var last: CGPoint?

    /// The pointer moved over the view, entered it or (`nil`) left it.
    func hover(_ location: HoverLocation?, text: String, delay: TimeInterval?) {
        let driver = HoverTooltipDriver.shared
        let id = id ?? driver.register(self)
        self.id = id
        guard let location else {
            if inside { driver.send(.exited(id)) }
            inside = false
            return
        }
        if case let .at(point) = location { last = point } else { last = nil }
        let point = last ?? .zero
        if inside {
            driver.send(.moved(to: point))
        } else {
            inside = true
            driver.send(.entered(id, at: point, delay: delay, textLength: text.count))
        }
    }

    /// A press on the view: the tooltip goes.
    func pressed() {
        guard id != nil else { return }
        HoverTooltipDriver.shared.send(.pressed)
    }

    /// The view went: its tooltip goes, and the driver forgets it.
    func leave() {
        guard let id else { return }
        inside = false
        HoverTooltipDriver.shared.unregister(id)
        self.id = nil
    }

    func showTooltip(at pointer: CGPoint) {
        shownAt = last
        isShown = true
    }

    func moveTooltip(to pointer: CGPoint) {
        if last != nil { shownAt = last }
    }

    func hideTooltip() {
        isShown = false
    }
}
#endif
