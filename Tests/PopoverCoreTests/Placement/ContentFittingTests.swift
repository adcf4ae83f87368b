import Foundation
import Testing
@testable import PopoverCore

/// SwiftUI content is measured against the room the popover gives it, so wrapped text
/// keeps its last lines.
@Suite struct ContentFittingTests {
    /// Text of a fixed area that wraps to any width, as a `Text` does: the height grows as
    /// the width shrinks. Records the proposals it was measured against.
    final class WrappingText {
        let area: CGFloat
        let widest: CGFloat
        var proposals: [CGSize] = []
        init(area: CGFloat, widest: CGFloat = .infinity) { self.area = area; self.widest = widest }
        func measure(_ proposal: CGSize) -> CGSize {
            proposals.append(proposal)
            let width = min(proposal.width, widest)
            return CGSize(width: width, height: (area / width).rounded(.up))
        }
    }

    static let phone = CGRect(x: 0, y: 0, width: 390, height: 844)

    @Test func theProposalIsTheContainerLessInsetsContentInsetsAndArrow() {
        let metrics = SkinMetrics(arrowHeight: 13, contentInsets: PopoverInsets(top: 8, left: 12, bottom: 8, right: 12))
        var request = PlacementRequest(
            anchor: CGRect(x: 173, y: 400, width: 44, height: 44), container: Self.phone,
            containerInsets: PopoverInsets(top: 69, left: 10, bottom: 44, right: 10),
            contentSize: .zero, permittedDirections: [.up, .down], metrics: metrics)
        // Not the container's 390 × 844: 390 − 20 − 24 wide; 844 − 113 − 16 − 13 high.
        #expect(ContentFitting.proposal(for: request) == CGSize(width: 346, height: 702))
        // A side arrow takes its height from the width instead; the widest and tallest win.
        request.permittedDirections = [.left]
        #expect(ContentFitting.proposal(for: request) == CGSize(width: 333, height: 715))
        request.permittedDirections = [.left, .up]
        #expect(ContentFitting.proposal(for: request) == CGSize(width: 346, height: 715))
        // No arrow at all.
        request.permittedDirections = []
        #expect(ContentFitting.proposal(for: request) == CGSize(width: 346, height: 715))
        // A container smaller than its insets proposes nothing, not a negative size.
        request.container = CGRect(x: 0, y: 0, width: 30, height: 30)
        #expect(ContentFitting.proposal(for: request) == .zero)
    }

    @Test func wrappedTextGetsTheHeightOfTheWidthItIsPlacedAt() throws {
        // The anchor hugs the left edge of a phone: only a side arrow pointing left fits
        // beside it, with less width than the container's. Measured at the proposal's
        // width the text would be placed narrower and lose lines; measured again, it fits.
        let text = WrappingText(area: 40_000)
        let request = PlacementRequest(
            anchor: CGRect(x: 10, y: 300, width: 120, height: 44), container: Self.phone,
            contentSize: .zero, permittedDirections: [.left])
        let size = ContentFitting.contentSize(for: request, measure: text.measure)
        var placed = request
        placed.contentSize = size
        let placement = try Placement.solve(placed)
        #expect(text.proposals.count == 2)
        #expect(text.proposals[0].width == 357)
        #expect(placement.content.width == size.width)
        #expect(placement.content.height >= text.measure(CGSize(width: placement.content.width, height: 1000)).height)
        #expect(!placement.contentShrunk)
        // The old way, measured against the container, loses height.
        var containerMeasured = request
        containerMeasured.contentSize = text.measure(Self.phone.size)
        let narrowed = try Placement.solve(containerMeasured)
        #expect(narrowed.content.height < text.measure(narrowed.content.size).height)
    }

    @Test func contentThatFitsIsMeasuredOnce() {
        let text = WrappingText(area: 2_000, widest: 160)
        let request = PlacementRequest(
            anchor: CGRect(x: 173, y: 400, width: 44, height: 44), container: Self.phone, contentSize: .zero)
        #expect(ContentFitting.contentSize(for: request, measure: text.measure) == CGSize(width: 160, height: 13))
        #expect(text.proposals.count == 1)
    }

    @Test func hostileMeasuresBecomeSizesThePlacementTakes() throws {
        let request = PlacementRequest(
            anchor: CGRect(x: 173, y: 400, width: 44, height: 44), container: Self.phone, contentSize: .zero)
        for bad in [CGSize(width: CGFloat.nan, height: -4), CGSize(width: CGFloat.infinity, height: .infinity), CGSize(width: -1e308, height: 1e308)] {
            var calls = 0
            let size = ContentFitting.contentSize(for: request) { _ in calls += 1; return bad }
            #expect(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0)
            #expect(size.width <= ContentFitting.proposal(for: request).width)
            #expect(calls <= 1 + ContentFitting.maximumRemeasures)
        }
        // A measure that keeps shrinking is asked a bounded number of times.
        var calls = 0
        _ = ContentFitting.contentSize(for: request) { proposal in
            calls += 1
            return CGSize(width: proposal.width, height: 5_000)
        }
        #expect(calls <= 1 + ContentFitting.maximumRemeasures)
        // Bad input to the solver: the first measure stands.
        var broken = request
        broken.anchor = CGRect(x: 5_000, y: 5_000, width: 10, height: 10)
        #expect(ContentFitting.contentSize(for: broken) { _ in CGSize(width: 50, height: 20) } == CGSize(width: 50, height: 20))
    }

    /// UIKit content laid out by constraints: its natural size when it fits the
    /// proposal's width, and only then is it not laid out again at that width.
    @Test func constraintContentIsLaidOutAtTheWidthOnlyWhenTooWide() {
        var laidOut: [CGFloat] = []
        let fits = ContentFitting.size(natural: CGSize(width: 120, height: 20), within: CGSize(width: 300, height: 800)) { width in
            laidOut.append(width)
            return CGSize(width: width, height: 20)
        }
        #expect(fits == CGSize(width: 120, height: 20))
        #expect(laidOut.isEmpty)
        let wraps = ContentFitting.size(natural: CGSize(width: 500, height: 20), within: CGSize(width: 300, height: 800)) { width in
            laidOut.append(width)
            return CGSize(width: width, height: 40)
        }
        #expect(wraps == CGSize(width: 300, height: 40))
        #expect(laidOut == [300])
    }
}
