/// The popover panels up on the Mac, in the order they came: the last is the front-most,
/// the one the Escape key closes, and a click in a panel above another (one opened from
/// its content) is not outside the one below.
///
/// ```swift
/// var stack = PanelStack<String>()
/// stack.push("settings")
/// stack.push("colour picker")   // opened from the settings popover
/// stack.frontmost                       // "colour picker"
/// stack.isAbove("colour picker", "settings")  // true
/// ```
package struct PanelStack<ID: Hashable & Sendable>: Sendable, Equatable {
    /// The panels up, first shown first.
    public private(set) var order: [ID] = []

    /// No panel up.
    public init() {}

    /// `id` came up (again): it is now the front-most.
    ///
    /// ```swift
    /// var stack = PanelStack<Int>()
    /// stack.push(1); stack.push(2); stack.push(1)
    /// stack.order  // [2, 1]
    /// ```
    public mutating func push(_ id: ID) {
        order.removeAll { $0 == id }
        order.append(id)
    }

    /// `id` went.
    ///
    /// ```swift
    /// var stack = PanelStack<Int>()
    /// stack.push(1); stack.remove(1)
    /// stack.frontmost  // nil
    /// ```
    public mutating func remove(_ id: ID) {
        order.removeAll { $0 == id }
    }

    /// The panel that came up last and is still up.
    public var frontmost: ID? { order.last }

    /// Whether `upper` came up after `lower` and both are up.
    ///
    /// ```swift
    /// var stack = PanelStack<Int>()
    /// stack.push(1)
    /// stack.isAbove(2, 1)  // false: 2 is not up
    /// ```
    public func isAbove(_ upper: ID, _ lower: ID) -> Bool {
        guard let upperIndex = order.firstIndex(of: upper), let lowerIndex = order.firstIndex(of: lower) else { return false }
        return upperIndex > lowerIndex
    }
}
