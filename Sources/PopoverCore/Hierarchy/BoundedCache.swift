import Foundation

/// A cache that holds at most ``capacity`` values and forgets the least recently used
/// one first: the eviction policy of the Apple layer's image caches (skins resolved per
/// scale and appearance, cropped pieces), which also empty it on a memory warning
/// (``removeAll()``).
///
/// ```swift
/// var cache = BoundedCache<String, Int>(capacity: 2)
/// cache.insert(1, for: "a")
/// cache.insert(2, for: "b")
/// _ = cache.value(for: "a")    // a is now the most recently used
/// cache.insert(3, for: "c")    // b goes
/// cache.value(for: "b")        // nil
/// cache.count                  // 2
/// ```
package struct BoundedCache<Key: Hashable, Value> {
    /// The most values held; at least 1.
    public let capacity: Int
    private var entries: [Key: (value: Value, lastUse: UInt64)] = [:]
    private var clock: UInt64 = 0

    /// An empty cache for at most `capacity` values (at least 1).
    ///
    /// ```swift
    /// BoundedCache<Int, String>(capacity: 0).capacity  // 1
    /// ```
    public init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// How many values the cache holds.
    public var count: Int { entries.count }

    /// The value for `key`, which becomes the most recently used; `nil` when absent.
    ///
    /// ```swift
    /// var cache = BoundedCache<String, Int>(capacity: 4)
    /// cache.value(for: "missing")  // nil
    /// ```
    public mutating func value(for key: Key) -> Value? {
        guard let entry = entries[key] else { return nil }
        clock += 1
        entries[key] = (entry.value, clock)
        return entry.value
    }

    /// Stores `value` for `key` as the most recently used, first forgetting the least
    /// recently used value when the cache is full. - Complexity: O(n) when it evicts.
    ///
    /// ```swift
    /// var cache = BoundedCache<String, Int>(capacity: 1)
    /// cache.insert(1, for: "a")
    /// cache.insert(2, for: "b")
    /// cache.value(for: "a")  // nil
    /// ```
    public mutating func insert(_ value: Value, for key: Key) {
        if entries[key] == nil, entries.count >= capacity,
           let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse })?.key {
            entries[oldest] = nil
        }
        clock += 1
        entries[key] = (value, clock)
    }

    /// Forgets every value (a memory warning).
    ///
    /// ```swift
    /// var cache = BoundedCache<String, Int>(capacity: 4)
    /// cache.insert(1, for: "a")
    /// cache.removeAll()
    /// cache.count  // 0
    /// ```
    public mutating func removeAll() {
        entries.removeAll()
    }
}

extension BoundedCache: Sendable where Key: Sendable, Value: Sendable {}
