#if canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import Foundation
import PopoverTips
#if canImport(UIKit)
import UIKit
#else
import AppKit
#endif

/// The app-wide events that hide a hover tooltip, translated for the driver: on the Mac
/// every mouse press, scroll, key and drag in the app (a local event monitor, which lets
/// each event go on) and the app going inactive; in UIKit the app going inactive (presses
/// come from each target's own recognizer).
@MainActor
final class HoverAppEvents: NSObject {
    var onEvent: ((HoverTooltips<Int>.Event) -> Void)?
    private var started = false
    #if !canImport(UIKit)
    private var monitor: Any?
    #endif

    /// Starts listening, once.
    func start() {
        guard !started else { return }
        started = true
        #if canImport(UIKit)
        NotificationCenter.default.addObserver(self, selector: #selector(resigned), name: UIApplication.willResignActiveNotification, object: nil)
        #else
        NotificationCenter.default.addObserver(self, selector: #selector(resigned), name: NSApplication.didResignActiveNotification, object: nil)
        let mask: NSEvent.EventTypeMask = [.leftMouseDown, .rightMouseDown, .otherMouseDown, .scrollWheel, .keyDown, .leftMouseDragged]
        monitor = NSEvent.addLocalMonitorForEvents(matching: mask) { [weak self] event in
            self?.onEvent?(Self.event(for: event.type))
            return event
        }
        #endif
    }

    #if !canImport(UIKit)
    /// The machine's event for an AppKit event type.
    private static func event(for type: NSEvent.EventType) -> HoverTooltips<Int>.Event {
        switch type {
        case .scrollWheel: .scrolled
        case .keyDown: .keyPressed
        case .leftMouseDragged: .dragged
        default: .pressed
        }
    }
    #endif

    @objc private func resigned() { onEvent?(.appDeactivated) }
}
#endif
