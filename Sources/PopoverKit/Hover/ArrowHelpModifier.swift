#if canImport(SwiftUI) && (canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst)))
import PopoverCore
import PopoverTips
import SwiftUI

/// `arrowHelp`: the pointer's hover, keyboard focus and (on iOS) a finger's press read from
/// SwiftUI, fed to the driver, and the driver's show and hide carried out by an
/// `arrowPopover` at the pointer or at the view.
@MainActor
struct ArrowHelpModifier<Tip: View>: ViewModifier {
    /// The tooltip's text, read by VoiceOver as the view's hint.
    let hint: Text
    /// Its length in characters, for how long it stays after a finger lifts.
    let textLength: Int
    let style: PopoverStyle
    let delay: TimeInterval?
    let placement: HoverTooltipPlacement
    let tip: () -> Tip
    @StateObject private var target = SwiftUIToolTipTarget()
    /// Whether the view (a focusable one: a button, a field) has keyboard focus.
    @FocusState private var focused: Bool
    #if canImport(UIKit)
    /// Whether a finger (or the pointer's button) is down on the view.
    @GestureState private var pressing = false
    #endif

    func body(content: Content) -> some View {
        let pointer = placement == .pointer && !target.atTarget ? target.shownAt : nil
        let anchor: PopoverAttachmentAnchor = pointer.map { .rect(.rect(PointerAnchor($0, cursorHeight: Self.cursorHeight).rect)) }
            ?? .rect(.bounds)
        let arrow = placement.showsArrow || target.atTarget
        var settings = ArrowPopoverSettings(
            style: style, directions: .ordered(PointerAnchor.directions), alignment: pointer == nil ? .center : .start,
            gap: pointer == nil || arrow ? 0 : PointerAnchor.gap, attachment: anchor, outsideTap: .passThrough
        )
        settings.isHoverTooltip = true
        settings.showsArrow = arrow
        return content
            .modifier(HoverReader { target.hover($0, textLength: textLength, delay: delay) })
            .focused($focused)
            .onChange(of: focused) { target.focus($0, textLength: textLength, delay: delay) }
            #if canImport(UIKit)
            // A press from touch down to lift (a long press shows the tooltip; the pointer's
            // click hides it), seen beside the view's own gestures; never ending by itself,
            // and failing once the finger moves, so a scroll view around it still scrolls.
            .simultaneousGesture(LongPressGesture(minimumDuration: .infinity).updating($pressing) { down, pressing, _ in pressing = down })
            .onChange(of: pressing) { target.press($0, textLength: textLength) }
            #endif
            .arrowPopover(isPresented: $target.isShown, settings: settings, onDismiss: nil) { tip() }
            .accessibilityHint(hint)
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

/// An `arrowHelp` as the driver knows it: told the pointer's hovers, focus and presses,
/// and showing or hiding the tooltip by its published flag.
@MainActor
final class SwiftUIToolTipTarget: ObservableObject, HoverTooltipTarget {
    @Published var isShown = false
    /// Where the pointer was when the tooltip showed, in the view (`nil`: at the view).
    @Published private(set) var shownAt: CGPoint?
    /// Whether focus or a finger showed it: at the view, with its arrow.
    @Published private(set) var atTarget = false
    private var id: Int?
    private var inside = false
    private var last: CGPoint?

    /// The driver's number for this view, registering it on first use.
    private var registered: Int {
        let id = id ?? HoverTooltipDriver.shared.register(self)
        self.id = id
        return id
    }

    /// The pointer moved over the view, entered it or (`nil`) left it.
    func hover(_ location: HoverLocation?, textLength: Int, delay: TimeInterval?) {
        let driver = HoverTooltipDriver.shared
        let id = registered
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
            driver.send(.entered(id, at: point, delay: delay, textLength: textLength))
        }
    }

    /// Keyboard focus came to the view (`true`) or left it.
    func focus(_ focused: Bool, textLength: Int, delay: TimeInterval?) {
        let id = registered
        HoverTooltipDriver.shared.send(focused ? .focused(id, delay: delay, textLength: textLength) : .unfocused(id))
    }

    /// A press on the view began (`true`) or ended: the pointer's, over the view, is a
    /// press, which hides the tooltip; else a finger's, which may be a long press.
    func press(_ down: Bool, textLength: Int) {
        let driver = HoverTooltipDriver.shared
        if !down {
            driver.send(.touchEnded)
        } else if inside {
            driver.send(.pressed)
        } else {
            driver.send(.touchBegan(registered, textLength: textLength))
        }
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
        atTarget = false
        isShown = true
    }

    func showTooltipAtTarget() {
        shownAt = nil
        atTarget = true
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
