#if canImport(SwiftUI) && (canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst)))
import Foundation
import PopoverCore

/// SwiftUI content's sizes by proposal, until the content changes: placement asks again
/// on every move of a followed anchor, and SwiftUI's measure is not free. Kept by the
/// iOS and the Mac coordinators alike.
struct ContentSizeCache {
    private var sizes = BoundedCache<Proposal, CGSize>(capacity: 8)

    /// The size for `proposal`, measured once.
    mutating func size(for proposal: CGSize, measure: (CGSize) -> CGSize) -> CGSize {
        let key = Proposal(width: proposal.width, height: proposal.height)
        if let size = sizes.value(for: key) { return size }
        let size = measure(proposal)
        sizes.insert(size, for: key)
        return size
    }

    /// Forgets every size (the content or its text sizes changed).
    mutating func removeAll() { sizes.removeAll() }

    /// A proposed size as a key (`CGSize` is not `Hashable` everywhere).
    private struct Proposal: Hashable {
        let width: CGFloat
        let height: CGFloat
    }
}
#endif
