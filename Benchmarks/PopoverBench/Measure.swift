import Foundation

/// Keeps a value alive so the optimiser cannot drop the work that made it.
@inline(never) func consume<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// One benchmark's result.
struct Measurement {
    var name: String
    /// Median time per operation, in nanoseconds.
    var nanoseconds: Double
    /// Heap allocations per operation in the steady state (nil where not counted).
    var allocations: Double?
}

/// Warms up, then times `repeats` batches of `batch` calls and keeps the median.
func measure(_ name: String, batch: Int, repeats: Int, _ body: () -> Void) -> Measurement {
    for _ in 0..<max(1, batch / 4) { body() }
    var times: [Double] = []
    times.reserveCapacity(repeats)
    var allocations = 0
    for index in 0..<repeats {
        let before = MallocCounter.count
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<batch { body() }
        let end = DispatchTime.now().uptimeNanoseconds
        if index == repeats - 1 { allocations = MallocCounter.count - before }
        times.append(Double(end - start) / Double(batch))
    }
    times.sort()
    return Measurement(
        name: name, nanoseconds: times[times.count / 2],
        allocations: MallocCounter.isAvailable ? Double(allocations) / Double(batch) : nil
    )
}

/// Times with a unit a person reads at a glance.
func readable(_ nanoseconds: Double) -> String {
    switch nanoseconds {
    case ..<1_000: String(format: "%.0f ns", nanoseconds)
    case ..<1_000_000: String(format: "%.2f µs", nanoseconds / 1_000)
    default: String(format: "%.2f ms", nanoseconds / 1_000_000)
    }
}
