#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// Where the targets of one ``SwiftUI/View/arrowSpotlight(_:onTapDim:)`` are, in global
/// coordinates, as the ``SwiftUI/View/arrowSpotlightTarget(isActive:)``s below it report
/// them. It travels in the environment, which reaches a `NavigationStack`'s destinations
/// and a sheet's content, where a preference from them never comes back up.
@MainActor
final class ArrowSpotlightTargets: ObservableObject {
    /// Each active target's frame, by the target's identity.
    @Published private var frames: [UUID: CGRect] = [:]
    /// The targets in the order they first reported: the first one is cut out.
    private var order: [UUID] = []

    /// Made where SwiftUI builds the dim's state, which may be off the main actor's
    /// isolation on older SDKs; it touches nothing isolated.
    nonisolated init() {}

    /// The frame to cut out, in global coordinates: the first active target's.
    var target: CGRect? {
        order.lazy.compactMap { self.frames[$0] }.first
    }

    /// Target `id` is at `frame` now, or inactive or gone (`nil`).
    func report(_ id: UUID, frame: CGRect?) {
        guard frames[id] != frame else { return }
        if let frame {
            if !order.contains(id) { order.append(id) }
            frames[id] = frame
        } else {
            order.removeAll { $0 == id }
            frames[id] = nil
        }
    }
}

/// The targets of the nearest ``SwiftUI/View/arrowSpotlight(_:onTapDim:)`` above.
private struct ArrowSpotlightTargetsKey: EnvironmentKey {
    static let defaultValue: ArrowSpotlightTargets? = nil
}

extension EnvironmentValues {
    /// The targets of the nearest ``SwiftUI/View/arrowSpotlight(_:onTapDim:)`` above, if any.
    var arrowSpotlightTargets: ArrowSpotlightTargets? {
        get { self[ArrowSpotlightTargetsKey.self] }
        set { self[ArrowSpotlightTargetsKey.self] = newValue }
    }
}
#endif
