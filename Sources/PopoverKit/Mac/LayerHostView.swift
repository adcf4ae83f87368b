#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

/// A view that only holds layers for a panel's drawing (its fill, stroke, shadow): y-down
/// as the core, and never the target of a click.
@MainActor
final class LayerHostView: NSView {
    override var isFlipped: Bool { true }

    init() {
        super.init(frame: .zero)
        wantsLayer = true
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func hitTest(_ point: NSPoint) -> NSView? { nil }
}
#endif
