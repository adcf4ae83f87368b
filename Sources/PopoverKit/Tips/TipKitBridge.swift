#if canImport(UIKit) && canImport(TipKit)
import PopoverCore
import PopoverTips
import TipKit
import UIKit

/// A TipKit `Tip` drawn as a PopoverKit tip (iOS 17 and later): TipKit's rules, events and
/// display frequency decide when it shows (`shouldDisplayUpdates`), PopoverKit draws it in
/// a style of yours at `anchor`. The text comes from `content`, not from the tip: TipKit
/// gives its title and message as SwiftUI `Text`, which UIKit cannot read back as strings.
/// Using an action invalidates the tip with `.actionPerformed`, closing it (a tap outside,
/// Escape, VoiceOver's escape) with `.tipClosed`. What it does not do: draw the tip's
/// `image` or its own actions, or TipKit's `TipUIPopoverViewController` look.
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

    private var watching: Task<Void, Never>?
    private var popover: PopoverView?

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

    /// Watches the tip: shows it from `anchor` in `view` while TipKit says it should
    /// display, takes it away when TipKit says it should not.
    ///
    /// ```swift
    /// struct ShareTip: Tip { var title: Text { Text("Share") } }
    /// TipKitBridge(tip: ShareTip(), content: TipContent(message: "Share it")).start(from: button, in: view)
    /// ```
    public func start(from anchor: UIView, in view: UIView) {
        stop()
        watching = Task { [weak self, weak anchor, weak view, tip] in
            for await shouldDisplay in tip.shouldDisplayUpdates {
                guard let self, let anchor, let view else { return }
                self.update(shouldDisplay, from: anchor, in: view)
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
        popover?.dismiss(animated: true)
        popover = nil
    }

    private func update(_ shouldDisplay: Bool, from anchor: UIView, in view: UIView) {
        guard shouldDisplay else {
            popover?.dismiss(animated: true)
            popover = nil
            return
        }
        guard popover == nil else { return }
        let tip = self.tip
        let shown = PopoverView.tip(content, style: style) { _ in tip.invalidate(reason: .actionPerformed) }
        shown.onDismiss = { [weak self] _, ending in
            if TipEnding(ending) == .closed { tip.invalidate(reason: .tipClosed) }
            self?.popover = nil
        }
        popover = shown
        shown.present(from: anchor, in: view)
    }
}
#endif
