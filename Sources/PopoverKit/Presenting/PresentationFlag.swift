#if canImport(SwiftUI) && (canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst)))
import PopoverCore
import SwiftUI

/// What presents the popover, read and cleared by its coordinator: an `isPresented` flag
/// (its identity `true` while set) or an optional item (its `id`; cleared to `nil`).
@MainActor
struct PresentationFlag {
    /// What the value holds now, `nil` for nothing.
    let identity: () -> AnyHashable?
    let clear: () -> Void

    init(_ isPresented: Binding<Bool>) {
        identity = { isPresented.wrappedValue ? AnyHashable(true) : nil }
        clear = { isPresented.wrappedValue = false }
    }

    init<Item: Identifiable>(_ item: Binding<Item?>) {
        identity = { item.wrappedValue.map { AnyHashable($0.id) } }
        clear = { item.wrappedValue = nil }
    }
}
#endif
