import Foundation
import Testing
@testable import PopoverCore
import PopoverInvariantChecks

/// Issue 19: placement control must leave every default placement exactly as it was.
/// The solver's answers to 10,000 generated requests with default alignment, no gap and
/// the default attachment point, reduced to one FNV-1a digest of their bits, were
/// recorded from the solver before placement control existed (commit c351494), then
/// once again when `overlapsAnchor` came to count the anchor's part outside the container
/// (issue 32; only that flag changed: the old digest was met with the flag worked out
/// against the clipped anchor), and when a style whose content insets or arrow leave no
/// room in the container came to be refused on that field rather than on `anchor` (only
/// those fields changed: the digest before was met with them read as `anchor`), and when
/// such a refusal came to blame the `container` when the style would fit on a real screen,
/// or the style's `cornerRadius` (issue 45: only those fields changed; the condition that
/// refuses is the same line as before, and 9,170 requests are placed and 830 refused).
@Suite struct PlacementBaselineTests {
    static let recordedDigest: UInt64 = 0x1201_0ce2_970f_12a0

    /// Every answer's bits, in order, digested: the direction, the frame, body, content,
    /// arrow offset and tip, the flags, or the field a refusal named.
    static func digestOfDefaultPlacements() -> (digest: UInt64, placed: Int, refused: Int) {
        var digest: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ value: UInt64) {
            for shift in stride(from: 0, to: 64, by: 8) {
                digest = (digest ^ ((value >> UInt64(shift)) & 0xFF)) &* 0x100_0000_01b3
            }
        }
        func mix(_ rect: CGRect) { for v in [rect.minX, rect.minY, rect.width, rect.height] { mix(Double(v).bitPattern) } }
        var placed = 0, refused = 0, seed: UInt64 = 0
        while placed + refused < 10_000 {
            defer { seed += 1 }
            var random = SeededRandom(seed: seed)
            let request = random.placementRequest(hostileChance: 0.04)
            guard PlacementOracle.isValid(request) else { continue }
            do {
                let p = try Placement.solve(request)
                placed += 1
                mix(UInt64(p.direction.rawValue))
                mix(p.frame); mix(p.body); mix(p.content); mix(p.anchor)
                mix(Double(p.arrowOffset).bitPattern)
                mix(p.arrowTip.map { Double($0.x).bitPattern ^ (Double($0.y).bitPattern &* 31) } ?? 1)
                mix((p.contentShrunk ? 1 : 0) | (p.arrowClampedAwayFromAnchor ? 2 : 0) | (p.overlapsAnchor ? 4 : 0))
            } catch let error as PopoverInputError {
                refused += 1
                for byte in error.field.utf8 { mix(UInt64(byte)) }
            } catch {
                refused += 1
                mix(0xDEAD)
            }
        }
        return (digest, placed, refused)
    }

    @Test func defaultPlacementsAreExactlyTheOnesBeforePlacementControl() {
        let result = Self.digestOfDefaultPlacements()
        #expect(result.placed > 5_000)
        #expect(result.digest == Self.recordedDigest, "digest \(String(result.digest, radix: 16)) over \(result.placed) placed, \(result.refused) refused")
    }
}
