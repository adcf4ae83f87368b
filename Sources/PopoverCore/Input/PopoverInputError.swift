/// Why an input was refused: the field that holds the bad value and the rule it breaks.
///
/// Its description reads `field: rule, got value`, for example
/// `arrow.base: must be > 0, got -3`.
///
/// ```swift
/// do {
///     _ = try Placement.solve(PlacementRequest(
///         anchor: CGRect(x: 2000, y: 10, width: 10, height: 10),
///         container: CGRect(x: 0, y: 0, width: 1024, height: 768),
///         contentSize: CGSize(width: 200, height: 100)))
/// } catch let error as PopoverInputError {
///     error.field  // "anchor"
///     error.rule   // "must lie at least partly inside the container 0,0,1024,768"
/// }
/// ```
public struct PopoverInputError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The dotted path of the bad field, e.g. `contentSize.width` or `arrow.base`.
    public var field: String
    /// The rule the value breaks, e.g. `must be > 0`.
    public var rule: String
    /// The offending value as text.
    public var value: String

    /// Makes an error for a field, a rule and the offending value. A value longer than
    /// ``maximumValueLength`` characters is cut short with `…`, so a huge bad input is not
    /// echoed whole.
    ///
    /// ```swift
    /// PopoverInputError(field: "arrow.base", rule: "must be > 0", value: "-3")
    /// ```
    public init(field: String, rule: String, value: String) {
        self.field = field
        self.rule = rule
        self.value = value.count > Self.maximumValueLength
            ? String(value.prefix(Self.maximumValueLength)) + "…" : value
    }

    /// The most characters of an offending value an error keeps (120).
    ///
    /// ```swift
    /// PopoverInputError(field: "f", rule: "r", value: String(repeating: "x", count: 500)).value.count  // 121
    /// ```
    public static let maximumValueLength = 120

    /// `field: rule, got value`.
    public var description: String { "\(field): \(rule), got \(value)" }
}
