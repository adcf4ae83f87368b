import Foundation
import PopoverCore

/// A problem with a hand-made image skin, in plain words with the fix.
///
/// ```swift
/// for warning in ImageSkinCheck.warnings(for: skin.geometry) { print("warning:", warning) }
/// ```
public struct ImageSkinWarning: Sendable, Equatable, CustomStringConvertible {
    /// What kind of problem.
    public enum Kind: String, Sendable, CaseIterable {
        /// The caps cover the whole image along an axis: nothing stretches.
        case nothingToStretch
        /// A cap inset is larger than the image.
        case capInsetsExceedImage
        /// The arrow image is not the arrow base wide or is shorter than the arrow.
        case arrowSizeMismatch
        /// The popover's edge is too short for the arrow to slide.
        case tooLittleStraightEdge
        /// The popover's body is smaller than the background's caps: the corners squash.
        case bodySmallerThanCaps
        /// The arrow's base can overhang the background's rounded corners (read from pixels).
        case arrowCanCrossCorners
        /// Empty space shows between the arrow and the visible body (read from pixels).
        case arrowOffTheBody
        /// The single arrow image points another way than the skin says (read from pixels).
        case arrowPointsWrongWay
        /// Four arrow images not given in the order up, down, left, right (read from pixels).
        case arrowsInWrongOrder
        /// The four arrow images' arrows are not equally deep (read from pixels).
        case arrowsOfDifferentDepths
        /// An arrow image is a fraction of a point on one side at its scale.
        case halfPointArrow
        /// The arrow's base and the body differ in colour where they meet (read from pixels).
        case colourStepAtBase
        /// The background image has no visible body: nothing in it is solid (read from pixels).
        case invisibleBackground
        /// A preview asks for a direction the skin does not draw (`placement.directions`, or
        /// an `arrowInBackground` without images for it).
        case directionNotDrawn
    }

    /// What kind of problem.
    public var kind: Kind
    /// The explanation, with the numbers and the fix.
    public var message: String

    /// A warning (the checks make them; tests and tools may too).
    ///
    /// ```swift
    /// ImageSkinWarning(kind: .invisibleBackground, message: "the body will not show").description  // "the body will not show"
    /// ```
    public init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    /// The explanation.
    public var description: String { message }
}
