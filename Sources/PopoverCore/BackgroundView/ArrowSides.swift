/// The shape of the arrow's two sides.
///
/// ```swift
/// var metrics = SkinMetrics()
/// metrics.arrowSides = ArrowSides.straight   // a plain triangle, as iOS 5
/// ```
public enum ArrowSides: String, Sendable, Codable, CaseIterable, ChoiceDecodable {
    /// Straight sides: a triangle.
    case straight
    /// Sides that leave the body edge tangentially and curve into the tip, as today's iOS.
    case curved
}
