#if canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import Foundation
import PopoverTips
#if canImport(UIKit)
import UIKit
#else
import AppKit
#endif

/// The app-wide events that hide a hover tooltip, translated for the driver: on the Mac
/// every mouse press, scroll, key (Escape among them) and drag in the app (a local event
/// monitor, which lets each event go on) and the app going inactive; in UIKit the app
/// going inactive (presses come from each target's own recognizers, Escape from
/// ``TooltipPointerWatch``'s key command). And where keyboard focus went: UIKit's focus
/// system (Full Keyboard Access), or the key window's first responder on the Mac.
@MainActor
final class HoverAppEvents: NSObject {
    var onEvent: ((HoverTooltips<Int>.Event) -> Void)?
    /// Keyboard focus moved to this view (`nil`: to none, or to no view).
    var onFocus: ((PlatformView?) -> Void)?
    private var started = false
    #if !canImport(UIKit)
    private var monitor: Any?
    /// Watches the key window's first responder (NSWindow.h: `firstResponder` is KVO compliant).
    private var firstResponder: NSKeyValueObservation?
    #endif

    /// Starts listening, once.
    func start() {
        guard !started else { return }
        started = true
        #if canImport(UIKit)
        NotificationCenter.default.addObserver(self, selector: #selector(resigned), name: UIApplication.willResignActiveNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(focusUpdated(_:)), name: UIFocusSystem.didUpdateNotification, object: nil)
        #else
        NotificationCenter.default.addObserver(self, selector: #selector(resigned), name: NSApplication.didResignActiveNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyWindowChanged), name: NSWindow.didBecomeKeyNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyWindowChanged), name: NSWindow.didResignKeyNotification, object: nil)
        let mask: NSEvent.EventTypeMask = [.leftMouseDown, .rightMouseDown, .otherMouseDown, .scrollWheel, .keyDown, .leftMouseDragged]
        monitor = NSEvent.addLocalMonitorForEvents(matching: mask) { [weak self] event in
            self?.onEvent?(Self.event(for: event.type))
            return event
        }
        keyWindowChanged()
        #endif
    }

    #if canImport(UIKit)
    /// The focus system moved focus (UIFocus.h: `UIFocusDidUpdateNotification`, its
    /// `UIFocusUpdateContextKey` the context): to the view of the item focused now.
    @objc private func focusUpdated(_ notification: Notification) {
        let context = notification.userInfo?[UIFocusSystem.focusUpdateContextUserInfoKey] as? UIFocusUpdateContext
        let item: UIFocusEnvironment? = context?.nextFocusedItem
        onFocus?(item.flatMap { sequence(first: $0, next: \.parentFocusEnvironment).lazy.compactMap { $0 as? UIView }.first })
    }
    #else
    /// The machine's event for an AppKit event type.
    private static func event(for type: NSEvent.EventType) -> HoverTooltips<Int>.Event {
        switch type {
        case .scrollWheel: .scrolled
        case .keyDown: .keyPressed
        case .leftMouseDragged: .dragged
        default: .pressed
        }
    }

    /// Another window became key, or none is: its first responder is where focus is, and
    /// is watched while it stays key.
    @objc private func keyWindowChanged() {
        let window = NSApp.keyWindow
        firstResponder = window?.observe(\.firstResponder, options: [.initial]) { [weak self] window, _ in
            callAsMainActor { self?.onFocus?(window.firstResponder as? NSView) }
        }
        if window == nil { onFocus?(nil) }
    }
    #endif

    @objc private func resigned() { onEvent?(.appDeactivated) }
}
#endif
