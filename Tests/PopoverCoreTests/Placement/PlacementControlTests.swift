import Foundation
import Testing
@testable import PopoverCore

/// Issue 19 by example: a 200 × 44 anchor in the middle of an iPad-sized container, a
/// 160 × 80 popover in the `system` metrics (13 pt corners, 36 × 13 pt arrow, no content
/// insets): its arrow can stand 31 to 129 pt from the body's start.
@Suite struct PlacementControlTests {
    static func request(_ direction: ArrowDirection = .up, options: PlacementOptions = PlacementOptions(), rtl: Bool = false) -> PlacementRequest {
        PlacementRequest(
            anchor: CGRect(x: 400, y: 300, width: 200, height: 44),
            container: CGRect(x: 0, y: 0, width: 1024, height: 768),
            contentSize: CGSize(width: 160, height: 80),
            permittedDirections: [direction],
            metrics: PopoverStyle.system.metrics, options: options,
            layoutDirection: rtl ? .rightToLeft : .leftToRight
        )
    }

    @Test(arguments: ArrowDirection.arrowed)
    func theGapSeparatesTipAndAnchorOnEverySide(direction: ArrowDirection) throws {
        let p = try Placement.solve(Self.request(direction, options: PlacementOptions(gap: 8)))
        let a = p.anchor, tip = try #require(p.arrowTip)
        switch direction {
        case .up: #expect(tip.y == a.maxY + 8 && p.frame.minY == a.maxY + 8)
        case .down: #expect(tip.y == a.minY - 8 && p.frame.maxY == a.minY - 8)
        case .left: #expect(tip.x == a.maxX + 8 && p.frame.minX == a.maxX + 8)
        default: #expect(tip.x == a.minX - 8 && p.frame.maxX == a.minX - 8)
        }
        #expect(!p.arrowClampedAwayFromAnchor && !p.alignmentAdjusted)
    }

    /// Start lines up the leading edges: the left ones left to right, the right ones right
    /// to left; end the trailing ones; the tip stays on the anchor's middle.
    @Test func startAndEndLineUpTheLeadingAndTrailingEdges() throws {
        let start = try Placement.solve(Self.request(options: PlacementOptions(alignment: .start)))
        #expect(start.frame.minX == 400 && start.arrowTip?.x == 500)
        let end = try Placement.solve(Self.request(options: PlacementOptions(alignment: .end)))
        #expect(end.frame.maxX == 600 && end.arrowTip?.x == 500)
        let rtlStart = try Placement.solve(Self.request(options: PlacementOptions(alignment: .start), rtl: true))
        #expect(rtlStart.frame.maxX == 600)
        let quarter = try Placement.solve(Self.request(options: PlacementOptions(alignment: .fraction(0.25))))
        #expect(quarter.frame.minX == 400 + 0.25 * (200 - 160))
        // Left and right arrows: start is the top, in either layout direction. The 80 pt
        // body's top on the 44 pt anchor's would leave the arrow short of the anchor's
        // middle (it stands 31 to 49 pt down): it slides to 291, and says so.
        let left = try Placement.solve(Self.request(.left, options: PlacementOptions(alignment: .start), rtl: true))
        #expect(left.frame.minY == 322 - 31 && left.alignmentAdjusted && left.arrowTip?.y == 322)
        let top = try Placement.solve(Self.request(.left, options: PlacementOptions(alignment: .start, attachmentPoint: AnchorPoint(x: 0.5, y: 0.9)), rtl: true))
        #expect(top.frame.minY == 300 && !top.alignmentAdjusted)
    }

    /// A fixed arrow position: the body moves so the tip still reaches the anchor's middle;
    /// a place too near a corner is brought onto the straight part, and the result says so.
    @Test func theArrowStandsWhereItIsAskedAndTheBodyFollows() throws {
        let p = try Placement.solve(Self.request(options: PlacementOptions(alignment: .arrow(at: .points(40)))))
        #expect(p.arrowTip?.x == 500 && p.frame.minX == 460 && !p.alignmentAdjusted)
        let rtl = try Placement.solve(Self.request(options: PlacementOptions(alignment: .arrow(at: .points(40))), rtl: true))
        #expect(rtl.frame.maxX == 540)
        #expect(p.frame.minX == 460)
        let fifth = try Placement.solve(Self.request(options: PlacementOptions(alignment: .arrow(at: .fraction(0.5)))))
        #expect(fifth.frame.midX == 500)
        let corner = try Placement.solve(Self.request(options: PlacementOptions(alignment: .arrow(at: .points(0)))))
        #expect(corner.alignmentAdjusted && corner.arrowTip?.x == 500 && !corner.arrowClampedAwayFromAnchor)
    }

    /// The tip aims at the attachment point: x from the leading edge for up and down
    /// arrows, y from the top for left and right ones, always on the near edge. The
    /// centred body slides just far enough for the arrow to reach it, and says so.
    @Test func theTipAimsAtTheAttachmentPoint() throws {
        let point = AnchorPoint(x: 0.1, y: 0.75)
        let up = try Placement.solve(Self.request(options: PlacementOptions(attachmentPoint: point)))
        #expect(up.arrowTip == CGPoint(x: 420, y: 344))
        #expect(up.frame.minX == 420 - 31 && up.alignmentAdjusted)
        let rtl = try Placement.solve(Self.request(options: PlacementOptions(attachmentPoint: point), rtl: true))
        #expect(rtl.arrowTip == CGPoint(x: 580, y: 344) && rtl.frame.minX == 580 - 129)
        let right = try Placement.solve(Self.request(.right, options: PlacementOptions(attachmentPoint: point)))
        #expect(right.arrowTip == CGPoint(x: 400, y: 333))
        #expect(!up.arrowClampedAwayFromAnchor && !up.overlapsAnchor)
        // Start-aligned, the arrow already reaches a point near the start: nothing moves.
        let aligned = try Placement.solve(Self.request(options: PlacementOptions(alignment: .start, attachmentPoint: AnchorPoint(x: 0.3, y: 1))))
        #expect(aligned.frame.minX == 400 && aligned.arrowTip?.x == 460 && !aligned.alignmentAdjusted)
        #expect(right.frame.minY == 333 - 49 && right.alignmentAdjusted)
    }

    /// The container wins: an anchor at the right edge with start alignment slides back
    /// inside, the tip stays on the anchor, and the result says the alignment gave way.
    @Test func theContainerWinsAndSaysSo() throws {
        var request = Self.request(options: PlacementOptions(alignment: .start))
        request.anchor = CGRect(x: 960, y: 300, width: 44, height: 44)
        let p = try Placement.solve(request)
        #expect(p.frame.maxX == 1014 && p.alignmentAdjusted)
        #expect(p.arrowTip?.x == 982 && !p.arrowClampedAwayFromAnchor)
    }

    @Test func optionsReadAndWriteJSON() throws {
        let options = PlacementOptions(alignment: .arrow(at: .points(24)), gap: 4, attachmentPoint: .leading)
        let data = try JSONEncoder().encode(options)
        #expect(try JSONDecoder().decode(PlacementOptions.self, from: data) == options)
        // Older files without the new keys still read, with the defaults.
        let old = try JSONDecoder().decode(PlacementOptions.self, from: Data(#"{"keepInsideContainer": false, "mayShrinkContent": true, "mayOverlapAnchor": false}"#.utf8))
        #expect(old == PlacementOptions(keepInsideContainer: false))
        // Both an alignment and an arrow position: refused, naming them.
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(PopoverAlignment.self, from: Data(#"{"fraction": 0, "arrowPoints": 3}"#.utf8))
        }
    }
}
