import Foundation
import Testing
@testable import PopoverCore

/// The image caches' eviction policy: bounded, least recently used first, emptied on demand.
@Suite struct BoundedCacheTests {
    @Test func theLeastRecentlyUsedGoesFirst() {
        var cache = BoundedCache<Int, String>(capacity: 3)
        for key in 1...3 { cache.insert("\(key)", for: key) }
        #expect(cache.value(for: 1) == "1")       // 2 is now the oldest
        cache.insert("4", for: 4)
        #expect(cache.value(for: 2) == nil)
        #expect(cache.value(for: 1) == "1" && cache.value(for: 3) == "3" && cache.value(for: 4) == "4")
        // Replacing a value evicts nothing.
        cache.insert("three", for: 3)
        #expect(cache.count == 3 && cache.value(for: 3) == "three" && cache.value(for: 1) == "1")
    }

    @Test func neverHoldsMoreThanItsCapacity() {
        var cache = BoundedCache<Int, Int>(capacity: 16)
        var generator = SeededRandom(seed: 7)
        for _ in 0..<2_000 {
            let key = Int(generator.next() % 64)
            if generator.next() % 2 == 0 { cache.insert(key, for: key) } else if let value = cache.value(for: key) { #expect(value == key) }
            #expect(cache.count <= 16)
        }
        cache.removeAll()
        #expect(cache.count == 0)
        #expect(BoundedCache<Int, Int>(capacity: -3).capacity == 1)
    }
}
