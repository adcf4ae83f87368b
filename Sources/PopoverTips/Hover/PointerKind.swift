import Foundation
import PopoverCore

/// The pointer a hover tooltip shows under, and how far it reaches below its hot spot:
/// the Mac's arrow (AppKit, Mac Catalyst, and an iPad app on a Mac) reaches
/// ``PointerAnchor/cursorHeight``, iPadOS's round pointer ``PointerAnchor/roundPointerReach``.
///
/// ```swift
/// PointerKind(onMac: true)                 // .arrow
/// PointerKind(onMac: false).reach          // PointerAnchor.roundPointerReach
/// ```
package enum PointerKind: Sendable, Hashable {
    /// The Mac's arrow cursor.
    case arrow
    /// iPadOS's round pointer (a trackpad or a mouse).
    case round

    /// The pointer drawn where the app runs: the arrow on a Mac, whichever way the app
    /// came there.
    package init(onMac: Bool) {
        self = onMac ? .arrow : .round
    }

    /// How far the pointer reaches below its hot spot.
    package var reach: CGFloat {
        switch self {
        case .arrow: PointerAnchor.cursorHeight
        case .round: PointerAnchor.roundPointerReach
        }
    }
}
