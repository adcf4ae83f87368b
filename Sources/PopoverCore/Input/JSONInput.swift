import Foundation

/// Reads a value from JSON the way every JSON input of the package is read: each failure a
/// ``PopoverInputError`` whose field is the JSON path (`arrow.base`,
/// `sections[1].items[0].role`) and whose rule says what is wrong; text that is not JSON at
/// all is blamed on its line and column.
package enum JSONInput {
    /// Decodes `type` from `json`; `what` names the value in the last resort's rule
    /// ("must be a style in JSON").
    package static func decode<Value: Decodable>(_ type: Value.Type, from json: Data, what: String) throws -> Value {
        do {
            return try JSONDecoder().decode(type, from: json)
        } catch let error as PopoverInputError {
            throw error
        } catch let error as DecodingError {
            throw JSONNumberRange.locate(in: json) ?? JSONSyntaxLocation.locate(in: json) ?? inputError(from: error, what: what)
        } catch {
            throw PopoverInputError(field: "(root)", rule: "must be \(what) in JSON", value: "\(error)")
        }
    }

    private static func inputError(from error: DecodingError, what: String) -> PopoverInputError {
        switch error {
        case let .keyNotFound(key, context):
            return PopoverInputError(field: context.codingPath.dotted(appending: key.stringValue), rule: "is required", value: "nothing")
        case let .valueNotFound(type, context):
            return PopoverInputError(field: context.codingPath.dotted(), rule: "must be \(describe(type))", value: "null")
        case let .typeMismatch(type, context):
            return PopoverInputError(field: context.codingPath.dotted(), rule: "must be \(describe(type))", value: "another type")
        case let .dataCorrupted(context) where !context.codingPath.isEmpty:
            // The JSON parsed; one value is not among those allowed (an unknown enum case).
            return PopoverInputError(field: context.codingPath.dotted(), rule: "is not an allowed value", value: context.debugDescription)
        case let .dataCorrupted(context):
            let underlying = context.underlyingError.map { String(describing: $0) } ?? context.debugDescription
            return PopoverInputError(field: context.codingPath.dotted(), rule: "must be valid JSON", value: underlying)
        @unknown default:
            return PopoverInputError(field: "(root)", rule: "must be \(what) in JSON", value: "\(error)")
        }
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Double.Type, is CGFloat.Type, is Float.Type, is Int.Type: "a number"
        case is Bool.Type: "true or false"
        case is [Any].Type: "an array"
        default: "an object"
        }
    }
}
