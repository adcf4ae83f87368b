import Foundation

/// The measurements of a popover skin: the arrow, the corners and the content insets.
///
/// These are the numbers `UIPopoverBackgroundView` asks for through its class
/// methods (`arrowBase()`, `arrowHeight()`, `contentViewInsets()`), plus what the
/// outline needs. In JSON they read:
///
/// ```json
/// { "cornerRadius": 13,
///   "arrow": { "base": 36, "height": 13, "tipRadius": 3, "tipSkew": 0, "sides": "curved" },
///   "contentInsets": { "top": 0, "left": 0, "bottom": 0, "right": 0 } }
/// ```
///
/// ```swift
/// var metrics = SkinMetrics(arrowBase: 30, arrowHeight: 14, cornerRadius: 10)
/// try metrics.validate()
/// ```
public struct SkinMetrics: Sendable, Hashable {
    /// Width of the arrow where it meets the body, in points. Must be > 0.
    public var arrowBase: CGFloat
    /// Distance from the body edge to the arrow tip, in points. Must be > 0.
    public var arrowHeight: CGFloat
    /// Insets of the content inside the body (not counting the arrow). Each >= 0.
    public var contentInsets: PopoverInsets
    /// Radius of the body's four corners. Must be >= 0; a radius too large for the
    /// body is reduced to fit (see ``BackgroundLayout/cornerRadius``).
    public var cornerRadius: CGFloat
    /// Radius that rounds the arrow's tip; 0 for a sharp tip. Must be >= 0.
    public var arrowTipRadius: CGFloat
    /// How far the tip may lean past the base along the edge, only when the base cannot
    /// slide further without crossing a corner; elsewhere the tip is over the base's middle.
    /// Not FWTPopoverView's `cornerOffset`, which leans every tip by a fixed amount. Must be >= 0.
    public var arrowTipSkew: CGFloat
    /// Straight or curved arrow sides.
    public var arrowSides: ArrowSides

    /// Makes metrics; every value has a default.
    ///
    /// ```swift
    /// SkinMetrics(arrowBase: 20, arrowHeight: 10, cornerRadius: 6)
    /// ```
    public init(
        arrowBase: CGFloat = SkinMetrics.systemArrowBase,
        arrowHeight: CGFloat = SkinMetrics.systemArrowHeight,
        contentInsets: PopoverInsets = .zero,
        cornerRadius: CGFloat = SkinMetrics.systemCornerRadius,
        arrowTipRadius: CGFloat = 0,
        arrowTipSkew: CGFloat = 0,
        arrowSides: ArrowSides = .straight
    ) {
        self.arrowBase = arrowBase
        self.arrowHeight = arrowHeight
        self.contentInsets = contentInsets
        self.cornerRadius = cornerRadius
        self.arrowTipRadius = arrowTipRadius
        self.arrowTipSkew = arrowTipSkew
        self.arrowSides = arrowSides
    }

    /// The system popover's arrow base, 36 pt: the default of every `SkinMetrics` and the
    /// `.system` style's (the one home of the number).
    @usableFromInline static let systemArrowBase: CGFloat = 36
    /// The system popover's arrow height, 13 pt: the default and the `.system` style's.
    @usableFromInline static let systemArrowHeight: CGFloat = 13
    /// The system popover's corner radius, 13 pt: the default and the `.system` style's.
    @usableFromInline static let systemCornerRadius: CGFloat = 13

    /// Throws ``PopoverInputError`` naming the first value that breaks its rule: every
    /// value finite, at most ``PopoverLimits/maximumLength``, and positive (base and
    /// height) or at least zero (the rest).
    ///
    /// ```swift
    /// try SkinMetrics(arrowBase: -3).validate()  // throws: arrow.base: must be > 0, got -3
    /// ```
    public func validate() throws {
        guard !isValid else { return }
        let limit = PopoverLimits.maximumLength
        try Validation.nonNegative(cornerRadius, "cornerRadius", limit: limit)
        try Validation.positive(arrowBase, "arrow.base", limit: limit)
        try Validation.positive(arrowHeight, "arrow.height", limit: limit)
        try Validation.nonNegative(arrowTipRadius, "arrow.tipRadius", limit: limit)
        try Validation.nonNegative(arrowTipSkew, "arrow.tipSkew", limit: limit)
        try Validation.insets(contentInsets, "contentInsets", limit: limit)
    }

    /// Whether ``validate()`` passes, found with comparisons alone; `validate()` names
    /// the field only when this is false.
    var isValid: Bool {
        let limit = PopoverLimits.maximumLength
        return Validation.isNonNegative(cornerRadius, limit: limit) && Validation.isPositive(arrowBase, limit: limit)
            && Validation.isPositive(arrowHeight, limit: limit) && Validation.isNonNegative(arrowTipRadius, limit: limit)
            && Validation.isNonNegative(arrowTipSkew, limit: limit) && Validation.isInsets(contentInsets, limit: limit)
    }

    /// A copy that is safe to lay out whatever it holds: values that are not finite or
    /// are negative become 0, values above ``PopoverLimits/maximumLength`` become that limit. Layout code that cannot throw (a view's `layoutSubviews`)
    /// uses this; APIs that can throw call ``validate()`` instead.
    ///
    /// ```swift
    /// SkinMetrics(arrowBase: .nan).sanitized.arrowBase  // 0
    /// ```
    public var sanitized: SkinMetrics {
        func clean(_ value: CGFloat) -> CGFloat { Validation.clean(value, limit: PopoverLimits.maximumLength) }
        var copy = self
        copy.arrowBase = clean(arrowBase)
        copy.arrowHeight = clean(arrowHeight)
        copy.cornerRadius = clean(cornerRadius)
        copy.arrowTipRadius = clean(arrowTipRadius)
        copy.arrowTipSkew = clean(arrowTipSkew)
        copy.contentInsets = PopoverInsets(
            top: clean(contentInsets.top), left: clean(contentInsets.left),
            bottom: clean(contentInsets.bottom), right: clean(contentInsets.right)
        )
        return copy
    }
}

extension SkinMetrics: Codable {
    private enum Keys: String, CodingKey {
        case cornerRadius, arrow, contentInsets
    }

    private enum ArrowKeys: String, CodingKey {
        case base, height, tipRadius, tipSkew, sides
    }

    /// Decodes and validates metrics; a value that breaks a rule throws
    /// ``PopoverInputError`` naming its field path.
    ///
    /// ```swift
    /// let json = #"{"cornerRadius": 8, "arrow": {"base": 30, "height": 14}, "contentInsets": {"top": 8, "left": 8, "bottom": 8, "right": 8}}"#
    /// let metrics = try JSONDecoder().decode(SkinMetrics.self, from: Data(json.utf8))
    /// metrics.arrowBase  // 30
    /// ```
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        let arrow = try container.nestedContainer(keyedBy: ArrowKeys.self, forKey: .arrow)
        let defaults = SkinMetrics()   // what an absent key means: the initializer's defaults
        self.init(
            arrowBase: try arrow.decode(CGFloat.self, forKey: .base),
            arrowHeight: try arrow.decode(CGFloat.self, forKey: .height),
            contentInsets: try container.decode(PopoverInsets.self, forKey: .contentInsets),
            cornerRadius: try container.decode(CGFloat.self, forKey: .cornerRadius),
            arrowTipRadius: try arrow.decodeIfPresent(CGFloat.self, forKey: .tipRadius) ?? defaults.arrowTipRadius,
            arrowTipSkew: try arrow.decodeIfPresent(CGFloat.self, forKey: .tipSkew) ?? defaults.arrowTipSkew,
            arrowSides: try arrow.decodeIfPresent(ArrowSides.self, forKey: .sides) ?? defaults.arrowSides
        )
        try validate()
    }

    /// Encodes the metrics in the layout shown above.
    ///
    /// ```swift
    /// let json = try JSONEncoder().encode(SkinMetrics())
    /// ```
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(cornerRadius, forKey: .cornerRadius)
        var arrow = container.nestedContainer(keyedBy: ArrowKeys.self, forKey: .arrow)
        try arrow.encode(arrowBase, forKey: .base)
        try arrow.encode(arrowHeight, forKey: .height)
        try arrow.encode(arrowTipRadius, forKey: .tipRadius)
        try arrow.encode(arrowTipSkew, forKey: .tipSkew)
        try arrow.encode(arrowSides, forKey: .sides)
        try container.encode(contentInsets, forKey: .contentInsets)
    }
}
