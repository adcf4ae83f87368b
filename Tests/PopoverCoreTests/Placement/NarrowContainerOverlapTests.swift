import Foundation
import Testing
@testable import PopoverCore
import PopoverInvariantChecks

/// Containers narrower than their insets: degenerate, but `overlapsAnchor`, a flag users
/// branch on, must still tell the truth.
@Suite struct NarrowContainerOverlapTests {
    /// The frame, pushed out of a container narrower than its insets, covered the part of
    /// the anchor outside the container, and the flag said it did not.
    @Test func aFrameOutsideANarrowContainerThatCoversTheAnchorSaysSo() throws {
        let placement = try Placement.solve(PlacementRequest(
            anchor: CGRect(x: 10, y: 200, width: 30, height: 40),
            container: CGRect(x: 0, y: 0, width: 20, height: 400),
            containerInsets: PopoverInsets(top: 10, left: 60, bottom: 10, right: 30),
            contentSize: CGSize(width: 100, height: 100),
            permittedDirections: [],
            options: PlacementOptions(mayShrinkContent: false)
        ))
        // The frame starts at x 25, past the container's right edge (20), over the anchor's 25...40.
        #expect(placement.frame == CGRect(x: 25, y: 170, width: 100, height: 100))
        #expect(placement.anchor == CGRect(x: 10, y: 200, width: 10, height: 40))
        #expect(placement.overlapsAnchor)
    }

    /// 20,000 narrow containers (about 6,000 placed) with random insets and anchors that stick out of them:
    /// the flag is true exactly when the frame covers the anchor as requested.
    @Test func overlapsAnchorTellsTheTruthInContainersNarrowerThanTheirInsets() {
        var failures: [String] = [], placed = 0, overlapping = 0
        for seed in UInt64(0)..<20_000 {
            var random = SeededRandom(seed: seed)
            var request = random.placementRequest()
            let side = random.value(1...80)
            request.container.size.width = side
            request.anchor.origin.x = request.container.minX + random.value(-20...side)
            request.anchor.size.width = random.value(0...60)
            request.containerInsets.left = random.value(0...80)
            request.containerInsets.right = random.value(0...80)
            guard let p = try? Placement.solve(request) else { continue }
            placed += 1
            if p.overlapsAnchor { overlapping += 1 }
            if let problem = PlacementOracle.overlapsAnchorViolation(p, requestedAnchor: request.anchor) {
                failures.append("seed \(seed): \(problem)")
            }
        }
        #expect(placed > 5_000 && overlapping > 2_000, "\(placed) placed, \(overlapping) overlapping")
        #expect(failures.isEmpty, "\(failures.count) failures, the first: \(failures.prefix(1))")
    }
}
