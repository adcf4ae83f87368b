#if canImport(UIKit) && canImport(TipKit)
import PopoverCore
import PopoverTips
import TipKit
import UIKit

/// A TipKit `Tip` drawn as a PopoverKit tip (iOS 17 and later): TipKit's rules, events and
/// display frequency decide when it shows (`shouldDisplayUpdates`), PopoverKit draws it in
/// a style of yours at `anchor`. Call `try Tips.configure()` first, at launch: TipKit
/// requires it before any tip displays, and the bridge only follows TipKit's answer. The
/// text comes from `content`, not from the tip: TipKit gives its title and
/// message as SwiftUI `Text`, which UIKit cannot read back as strings.
///
/// When it shows is the core's ``/PopoverTips/TipPresence``: while TipKit says the tip
/// should display and the anchor is in a window. Using an action invalidates the tip
/// with `.actionPerformed`, closing it (a tap outside, Escape, VoiceOver's escape) with
/// `.tipClosed`. An ending TipKit does not see (a push takes the anchor away, no room
/// to place it) ends nothing: the tip comes back when its anchor is back in a window. To
/// hear the anchor come and go, the bridge puts an invisible, zero-size view inside it
/// while it watches. What it does not do: draw the tip's `image` or its own actions, or
/// TipKit's `TipUIPopoverViewController` look.
///
/// It watches from ``start(from:in:)`` until ``stop()``, or until it goes itself: keep it
/// as long as the screen (a property of its view controller).
///
/// ```swift
/// struct ShareTip: Tip {
///     var title: Text { Text("Share") }
/// }
/// let bridge = TipKitBridge(tip: ShareTip(), content: TipContent(title: "Share", message: "Send this photo"))
/// bridge.start(from: button, in: view)
/// ```
@available(iOS 17.0, macCatalyst 17.0, *)
@MainActor
public final class TipKitBridge<TipType: Tip> {
    /// The TipKit tip whose eligibility decides.
    public let tip: TipType
    /// What the PopoverKit tip says.
    public let content: TipContent
    /// How it looks.
    public let style: PopoverStyle

    private var presence = TipPresence()
    private var watching: Task<Void, Never>?
    private var observer: AnchorWindowObserver?
    private var popover: PopoverView?
    private weak var anchor: UIView?
    private weak var container: UIView?

    /// A bridge for `tip`, drawn with `content` in `style`.
    ///
    /// ```swift
    /// struct FilterTip: Tip { var title: Text { Text("Filters") } }
    /// _ = TipKitBridge(tip: FilterTip(), content: TipContent(message: "Filter your photos"), style: .system)
    /// ```
    public init(tip: TipType, content: TipContent, style: PopoverStyle = .system) {
        self.tip = tip
        self.content = content
        self.style = style
    }

    /// The watching task holds only a weak reference: a bridge let go of stops watching.
    /// Its observer view leaves the anchor, and a tip it shows goes, on the main actor's
    /// next turn (as the app's own dismissal: TipKit is told nothing).
    deinit {
        watching?.cancel()
        let observer = observer, popover = popover
        Task { @MainActor in
            observer?.removeFromSuperview()
            popover?.dismiss(animated: true)
        }
    }

    /// Watches the tip: shows it from `anchor` in `view` while TipKit says it should
    /// display and `anchor` is in a window, takes it away when either stops being so.
    /// Starting again stops the watch before.
    ///
    /// ```swift
    /// struct ShareTip: Tip { var title: Text { Text("Share") } }
    /// TipKitBridge(tip: ShareTip(), content: TipContent(message: "Share it")).start(from: button, in: view)
    /// ```
    public func start(from anchor: UIView, in view: UIView) {
        stop()
        self.anchor = anchor
        container = view
        presence = TipPresence()
        let observer = AnchorWindowObserver()
        observer.onChange = { [weak self] inWindow in self?.handle(inWindow ? .anchorEnteredWindow : .anchorLeftWindow) }
        self.observer = observer
        // In an anchor that is in a window, it says so at once.
        observer.install(in: anchor)
        watching = Task { [weak self, tip] in
            for await shouldDisplay in tip.shouldDisplayUpdates {
                guard let self else { return }
                self.handle(.shouldDisplay(shouldDisplay))
            }
        }
    }

    /// Stops watching and takes the tip away.
    ///
    /// ```swift
    /// struct ShareTip: Tip { var title: Text { Text("Share") } }
    /// TipKitBridge(tip: ShareTip(), content: TipContent(message: "Share it")).stop()
    /// ```
    public func stop() {
        watching?.cancel()
        watching = nil
        observer?.onChange = nil
        observer?.removeFromSuperview()
        observer = nil
        // Let go first: its ending then reaches nothing.
        let shown = popover
        popover = nil
        shown?.dismiss(animated: true)
    }

    /// Does what the core says for `event`.
    private func handle(_ event: TipPresence.Event) {
        switch presence.handle(event) {
        case .present?: present()
        case .dismiss?: popover?.dismiss(animated: true)
        case let .invalidate(reason)?: tip.invalidate(reason: reason == .actionPerformed ? .actionPerformed : .tipClosed)
        case nil: break
        }
    }

    private func present() {
        guard let anchor, let container else { return handle(.ended(.placementFailed("the anchor or the container is gone"))) }
        let shown = PopoverView.tip(content, style: style) { [weak self] _ in self?.handle(.actionPerformed) }
        shown.onPresent = { [weak self] presented in
            guard let self, self.popover === presented else { return }
            self.handle(.appeared)
        }
        shown.onDismiss = { [weak self] ended, ending in
            guard let self, self.popover === ended else { return }
            self.popover = nil
            self.handle(.ended(ending))
        }
        popover = shown
        shown.present(from: anchor, in: container)
    }
}
#endif
