import Foundation
import PopoverCore

/// A value an app sets for its tips' rules to compare (TipKit's `@Parameter`): a Boolean,
/// a whole number, a number or a string. A literal makes one.
///
/// In JSON it is an object with one key naming its kind, so that `3` and `3.0` stay
/// apart: `{"bool": true}`, `{"int": 3}`, `{"double": 2.5}`, `{"string": "pro"}`.
///
/// ```swift
/// let loggedIn: TipParameterValue = true
/// loggedIn == .bool(true)  // true
/// ```
public enum TipParameterValue: Sendable, Hashable {
    /// A Boolean, such as whether the user is logged in.
    case bool(Bool)
    /// A whole number, such as how many photos the user has.
    case int(Int)
    /// A number; it must be finite.
    case double(Double)
    /// A string, such as the user's plan.
    case string(String)

    /// Throws ``/PopoverCore/PopoverInputError`` naming `field` when the value is a number
    /// that is not finite (it could not be saved as JSON, and equals nothing).
    ///
    /// ```swift
    /// try TipParameterValue.double(.nan).validate("isPro")  // throws: isPro: must be a finite number, got nan
    /// ```
    public func validate(_ field: String) throws {
        if case let .double(number) = self, !number.isFinite {
            throw PopoverInputError(field: field, rule: "must be a finite number", value: "\(number)")
        }
    }
}

extension TipParameterValue: ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByStringLiteral {
    /// A Boolean value.
    ///
    /// ```swift
    /// let value: TipParameterValue = false
    /// value == .bool(false)  // true
    /// ```
    public init(booleanLiteral value: Bool) { self = .bool(value) }

    /// A whole number.
    ///
    /// ```swift
    /// let value: TipParameterValue = 3
    /// value == .int(3)  // true
    /// ```
    public init(integerLiteral value: Int) { self = .int(value) }

    /// A number.
    ///
    /// ```swift
    /// let value: TipParameterValue = 2.5
    /// value == .double(2.5)  // true
    /// ```
    public init(floatLiteral value: Double) { self = .double(value) }

    /// A string.
    ///
    /// ```swift
    /// let value: TipParameterValue = "pro"
    /// value == .string("pro")  // true
    /// ```
    public init(stringLiteral value: String) { self = .string(value) }
}

extension TipParameterValue: Codable {
    private enum Keys: String, CodingKey, CaseIterable {
        case bool, int, double, string
    }

    /// Decodes `{"bool": true}`, `{"int": 3}`, `{"double": 2.5}` or `{"string": "pro"}`;
    /// another key, none or more than one throws ``/PopoverCore/PopoverInputError`` naming
    /// where. A number that is not finite is refused by the ledger or the rules holding it
    /// (naming it there), or by ``validate(_:)``.
    ///
    /// ```swift
    /// try JSONDecoder().decode(TipParameterValue.self, from: Data(#"{"int": 3}"#.utf8)) == .int(3)  // true
    /// ```
    public init(from decoder: any Decoder) throws {
        try KnownKeys.check(decoder, Keys.allCases.map(\.rawValue))
        let c = try decoder.container(keyedBy: Keys.self)
        guard c.allKeys.count == 1, let key = c.allKeys.first else {
            throw PopoverInputError(
                field: decoder.codingPath.dotted(), rule: "must hold exactly one of bool, int, double, string",
                value: "\(c.allKeys.count) keys"
            )
        }
        switch key {
        case .bool: self = .bool(try c.decode(Bool.self, forKey: key))
        case .int: self = .int(try c.decode(Int.self, forKey: key))
        case .double: self = .double(try c.decode(Double.self, forKey: key))
        case .string: self = .string(try c.decode(String.self, forKey: key))
        }
    }

    /// Encodes the value under the key naming its kind.
    ///
    /// ```swift
    /// let json = try JSONEncoder().encode(TipParameterValue.int(3))  // {"int":3}
    /// ```
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        switch self {
        case let .bool(value): try c.encode(value, forKey: .bool)
        case let .int(value): try c.encode(value, forKey: .int)
        case let .double(value): try c.encode(value, forKey: .double)
        case let .string(value): try c.encode(value, forKey: .string)
        }
    }
}
