/// Names one running present or dismiss animation of a ``PopoverSession``. A completion
/// that brings back an older token (the animation was interrupted, or its completion
/// ran twice) is ignored.
///
/// ```swift
/// var session = PopoverSession()
/// let request = PlacementRequest(anchor: CGRect(x: 40, y: 40, width: 44, height: 44),
///                                container: CGRect(x: 0, y: 0, width: 390, height: 844),
///                                contentSize: CGSize(width: 200, height: 100))
/// _ = session.handle(.present(request, motion: .standard))
/// let token = session.runningAnimation!                   // run the animation, then:
/// session.handle(.animationFinished(token)).last  // PopoverSessionEffect.notifyPresented
/// session.handle(.animationFinished(token)).isEmpty  // true
/// ```
package struct AnimationToken: Sendable, Hashable, CustomStringConvertible {
    /// Counts up from 1 within a session.
    public let value: Int

    /// `#3` for the third animation.
    public var description: String { "#\(value)" }
}
