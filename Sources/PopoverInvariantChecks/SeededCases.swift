import Foundation
import PopoverCore

extension SplitMix64 {
    /// Values that break naive geometry code.
    ///
    /// ```swift
    /// SplitMix64.hostile.contains { $0.isNaN }  // true
    /// ```
    public static let hostile: [CGFloat] = [.nan, .infinity, -.infinity, 0, -1, -1e-9, 1e9, 1e-9, -1e9]

    /// A value in a range, or (with probability `hostileChance`) a hostile one.
    ///
    /// ```swift
    /// var random = SplitMix64(seed: 3)
    /// let width = random.value(1...500, hostileChance: 0.05)
    /// ```
    public mutating func value(_ range: ClosedRange<CGFloat>, hostileChance: Double = 0) -> CGFloat {
        if hostileChance > 0, Double.random(in: 0..<1, using: &self) < hostileChance {
            return Self.hostile.randomElement(using: &self)!
        }
        return CGFloat.random(in: range, using: &self)
    }

    /// `true` with probability `p`.
    ///
    /// ```swift
    /// var random = SplitMix64(seed: 3)
    /// let flip = random.chance(0.5)
    /// ```
    public mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }

    /// Metrics, hostile with the given chance per field.
    ///
    /// ```swift
    /// var random = SplitMix64(seed: 3)
    /// let metrics = random.metrics(hostileChance: 0.05)
    /// ```
    public mutating func metrics(hostileChance h: Double = 0) -> SkinMetrics {
        SkinMetrics(
            arrowBase: value(1...60, hostileChance: h),
            arrowHeight: value(1...30, hostileChance: h),
            contentInsets: PopoverInsets(
                top: value(0...20, hostileChance: h), left: value(0...20, hostileChance: h),
                bottom: value(0...20, hostileChance: h), right: value(0...20, hostileChance: h)
            ),
            cornerRadius: value(0...40, hostileChance: h),
            arrowTipRadius: value(0...10, hostileChance: h),
            arrowTipSkew: chance(0.5) ? 0 : value(0...20, hostileChance: h),
            arrowSides: chance(0.5) ? .straight : .curved
        )
    }
}

/// Runs `count` seeded cases (seeds 0 to `count - 1`) and returns what the first five
/// failures said, each with its seed, and how many failed when more did: the property
/// tests record these, so every failure can be replayed from its seed.
///
/// ```swift
/// seededFailures(100) { seed, random in random.chance(1) ? nil : "never" }.isEmpty  // true
/// ```
public func seededFailures(_ count: Int, _ body: (UInt64, inout SplitMix64) throws -> String?) rethrows -> [String] {
    var shown: [String] = []
    var failures = 0
    for seed in 0..<UInt64(max(0, count)) {
        var random = SplitMix64(seed: seed)
        if let problem = try body(seed, &random) {
            failures += 1
            if failures <= 5 { shown.append("seed \(seed): \(problem)") }
        }
    }
    if failures > 5 { shown.append("\(failures) of \(count) cases failed (first 5 shown)") }
    return shown
}

extension CGRect {
    /// Whether `other` lies inside, each edge allowed `tolerance` past this one's.
    ///
    /// ```swift
    /// CGRect(x: 0, y: 0, width: 10, height: 10).contains(CGRect(x: -0.1, y: 0, width: 10, height: 10), tolerance: 0.5)  // true
    /// ```
    public func contains(_ other: CGRect, tolerance: CGFloat) -> Bool {
        other.minX >= minX - tolerance && other.maxX <= maxX + tolerance
            && other.minY >= minY - tolerance && other.maxY <= maxY + tolerance
    }

    /// Whether origin and size are all finite.
    ///
    /// ```swift
    /// CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1).allFinite  // false
    /// ```
    public var allFinite: Bool { [origin.x, origin.y, width, height].allSatisfy(\.isFinite) }
}
