import Foundation
import Testing
@testable import PopoverCore

/// Hand-computed placements near every edge and corner of an iPad (1024 × 768) and an
/// iPhone (390 × 844), with the default metrics (arrow base 36, height 13, corner
/// radius 13, no content insets) and UIKit's 10 pt margins.
@Suite struct PlacementTests {
    static let iPad = CGRect(x: 0, y: 0, width: 1024, height: 768)
    static let iPhone = CGRect(x: 0, y: 0, width: 390, height: 844)

    func place(
        _ anchor: CGRect, in container: CGRect = iPad, content: CGSize = CGSize(width: 320, height: 200),
        permitted: [ArrowDirection] = ArrowDirection.arrowed, options: PlacementOptions = PlacementOptions(),
        current: ArrowDirection = .unknown, layoutDirection: PopoverLayoutDirection = .leftToRight
    ) throws -> Placement {
        try Placement.solve(PlacementRequest(
            anchor: anchor, container: container, contentSize: content, permittedDirections: permitted,
            options: options, currentDirection: current, layoutDirection: layoutDirection
        ))
    }

    @Test func iPadTopLeftCornerSlidesRightAndTheArrowReachesBack() throws {
        let p = try place(CGRect(x: 0, y: 0, width: 44, height: 44))
        #expect(p.direction == .up)
        #expect(p.frame == CGRect(x: 10, y: 44, width: 320, height: 213))
        #expect(p.body == CGRect(x: 10, y: 57, width: 320, height: 200))
        #expect(p.arrowTip == CGPoint(x: 41, y: 44))   // 10 + radius 13 + half base 18
        #expect(p.arrowOffset == -129)
        #expect(!p.arrowClampedAwayFromAnchor)
        #expect(!p.contentShrunk)
    }

    @Test func iPadTopRightCorner() throws {
        let p = try place(CGRect(x: 980, y: 0, width: 44, height: 44))
        #expect(p.direction == .up)
        #expect(p.frame == CGRect(x: 694, y: 44, width: 320, height: 213))
        #expect(p.arrowTip == CGPoint(x: 983, y: 44))
        #expect(p.arrowOffset == 129)
    }

    @Test func iPadBottomEdgeFlipsAbove() throws {
        let p = try place(CGRect(x: 490, y: 724, width: 44, height: 44))
        #expect(p.direction == .down)
        #expect(p.frame == CGRect(x: 352, y: 511, width: 320, height: 213))
        #expect(p.body == CGRect(x: 352, y: 511, width: 320, height: 200))
        #expect(p.arrowTip == CGPoint(x: 512, y: 724))
        #expect(p.arrowOffset == 0)
    }

    @Test func iPadBottomLeftAndRightCorners() throws {
        let left = try place(CGRect(x: 0, y: 724, width: 44, height: 44))
        #expect(left.direction == .down)
        #expect(left.frame == CGRect(x: 10, y: 511, width: 320, height: 213))
        #expect(left.arrowTip == CGPoint(x: 41, y: 724))
        let right = try place(CGRect(x: 980, y: 724, width: 44, height: 44))
        #expect(right.frame == CGRect(x: 694, y: 511, width: 320, height: 213))
        #expect(right.arrowTip == CGPoint(x: 983, y: 724))
    }

    @Test func iPadLeftAndRightEdgesWithSideArrows() throws {
        let content = CGSize(width: 300, height: 200)
        let left = try place(CGRect(x: 0, y: 362, width: 44, height: 44), content: content, permitted: [.left, .right])
        #expect(left.direction == .left)
        #expect(left.frame == CGRect(x: 44, y: 284, width: 313, height: 200))
        #expect(left.body == CGRect(x: 57, y: 284, width: 300, height: 200))
        #expect(left.arrowTip == CGPoint(x: 44, y: 384))
        let right = try place(CGRect(x: 980, y: 362, width: 44, height: 44), content: content, permitted: [.left, .right])
        #expect(right.direction == .right)
        #expect(right.frame == CGRect(x: 667, y: 284, width: 313, height: 200))
        #expect(right.arrowTip == CGPoint(x: 980, y: 384))
    }

    @Test func iPadLeftEdgeNearTheTopSlidesDownAndOffsetIsNegativeUpwards() throws {
        let p = try place(CGRect(x: 0, y: 20, width: 44, height: 44), content: CGSize(width: 300, height: 200), permitted: [.left])
        #expect(p.frame == CGRect(x: 44, y: 10, width: 313, height: 200))
        #expect(p.arrowTip == CGPoint(x: 44, y: 42))
        #expect(p.arrowOffset == -68)   // tip 42, centre 110: above the centre is negative
    }

    @Test func iPhoneBottomCornersFlipAbove() throws {
        let content = CGSize(width: 300, height: 400)
        let left = try place(CGRect(x: 0, y: 800, width: 44, height: 44), in: Self.iPhone, content: content)
        #expect(left.direction == .down)
        #expect(left.frame == CGRect(x: 10, y: 387, width: 300, height: 413))
        #expect(left.arrowTip == CGPoint(x: 41, y: 800))
        let right = try place(CGRect(x: 346, y: 800, width: 44, height: 44), in: Self.iPhone, content: content)
        #expect(right.frame == CGRect(x: 80, y: 387, width: 300, height: 413))
        #expect(right.arrowTip == CGPoint(x: 349, y: 800))
    }

    @Test func iPhoneTopCornersStayBelow() throws {
        let p = try place(CGRect(x: 346, y: 47, width: 44, height: 44), in: Self.iPhone, content: CGSize(width: 300, height: 400))
        #expect(p.direction == .up)
        #expect(p.frame == CGRect(x: 80, y: 91, width: 300, height: 413))
    }

    @Test func contentLargerThanTheContainerShrinksInTheRoomiestDirection() throws {
        let p = try place(CGRect(x: 173, y: 100, width: 44, height: 44), in: Self.iPhone, content: CGSize(width: 1000, height: 2000))
        // Shown area: up 370 × 677, left 150 × 824, down 370 × 77, right 150 × 824 → up.
        #expect(p.direction == .up)
        #expect(p.contentShrunk)
        #expect(p.frame == CGRect(x: 10, y: 144, width: 370, height: 690))
        #expect(p.content == CGRect(x: 10, y: 157, width: 370, height: 677))
        #expect(p.arrowTip == CGPoint(x: 195, y: 144))
    }

    @Test func withoutShrinkingTheContentKeepsItsSize() throws {
        let p = try place(
            CGRect(x: 173, y: 100, width: 44, height: 44), in: Self.iPhone, content: CGSize(width: 1000, height: 2000),
            options: PlacementOptions(mayShrinkContent: false)
        )
        #expect(!p.contentShrunk)
        #expect(p.content.size == CGSize(width: 1000, height: 2000))
    }

    @Test func tinyAnchorInTheMiddleGetsTheTipExactly() throws {
        let p = try place(CGRect(x: 200, y: 300, width: 1, height: 1), in: Self.iPhone, content: CGSize(width: 100, height: 50))
        #expect(p.arrowTip == CGPoint(x: 200.5, y: 301))
        #expect(p.frame == CGRect(x: 150.5, y: 301, width: 100, height: 63))
    }

    @Test func tinyAnchorInsideTheMarginsCannotBeReachedAndSaysSo() throws {
        let p = try place(CGRect(x: 0.5, y: 0.5, width: 1, height: 1), in: Self.iPhone, content: CGSize(width: 100, height: 50))
        #expect(p.direction == .up)
        #expect(p.frame.minY == 10)             // kept inside the margins
        #expect(p.arrowClampedAwayFromAnchor)
    }

    @Test func anchorPartlyOutsideIsClipped() throws {
        let p = try place(CGRect(x: -20, y: 300, width: 44, height: 44), in: Self.iPhone)
        #expect(p.anchor == CGRect(x: 0, y: 300, width: 24, height: 44))
        #expect(p.direction == .up)
        #expect(p.arrowClampedAwayFromAnchor)   // the tip stops at x = 41, the anchor ends at 24
    }

    @Test func anchorWhollyOutsideIsAnErrorNamingIt() {
        #expect(throws: PopoverInputError(
            field: "anchor", rule: "must lie at least partly inside the container 0,0,390,844", value: "400,10,10,10"
        )) {
            try place(CGRect(x: 400, y: 10, width: 10, height: 10), in: Self.iPhone)
        }
    }

    @Test(arguments: [
        ("contentSize.width", CGRect(x: 10, y: 10, width: 10, height: 10), CGSize(width: CGFloat.nan, height: 10), Self.iPhone),
        ("anchor.height", CGRect(x: 10, y: 10, width: 10, height: -4), CGSize(width: 10, height: 10), Self.iPhone),
        ("anchor.x", CGRect(x: CGFloat.infinity, y: 10, width: 10, height: 10), CGSize(width: 10, height: 10), Self.iPhone),
        ("container.width", CGRect(x: 10, y: 10, width: 10, height: 10), CGSize(width: 10, height: 10), CGRect(x: 0, y: 0, width: 0, height: 100)),
    ])
    func badNumbersAreErrorsNamingTheField(field: String, anchor: CGRect, content: CGSize, container: CGRect) {
        do {
            _ = try place(anchor, in: container, content: content)
            Issue.record("accepted bad \(field)")
        } catch {
            #expect((error as? PopoverInputError)?.field == field)
        }
    }

    @Test func badMetricsAreErrorsNamingTheField() {
        var request = PlacementRequest(anchor: CGRect(x: 10, y: 10, width: 10, height: 10), container: Self.iPhone, contentSize: CGSize(width: 10, height: 10))
        request.metrics.arrowBase = -3
        #expect(throws: PopoverInputError(field: "arrow.base", rule: "must be > 0", value: "-3")) {
            try Placement.solve(request)
        }
    }

    @Test func currentDirectionIsKeptWhileItFits() throws {
        let anchor = CGRect(x: 490, y: 362, width: 44, height: 44)
        #expect(try place(anchor, permitted: [.up, .down]).direction == .up)
        #expect(try place(anchor, permitted: [.up, .down], current: .down).direction == .down)
        let nearBottom = CGRect(x: 490, y: 600, width: 44, height: 44)
        #expect(try place(nearBottom, permitted: [.up, .down], current: .up).direction == .down)
    }

    @Test func rightToLeftKeepsDirectionsPhysicalAndOnlySwapsTheirOrder() throws {
        let anchor = CGRect(x: 490, y: 362, width: 44, height: 44)
        // UIKit's directions are physical: a left-only popover points left in Arabic too.
        #expect(try place(anchor, permitted: [.left, .up], layoutDirection: .rightToLeft).direction == .left)
        #expect(try place(anchor, permitted: [.right], layoutDirection: .rightToLeft).direction == .right)
        // With both sides permitted, right-to-left tries right first.
        #expect(try place(anchor, permitted: [.left, .right]).direction == .left)
        #expect(try place(anchor, permitted: [.left, .right], layoutDirection: .rightToLeft).direction == .right)
        #expect(try place(anchor, permitted: [.left, .up, .right], layoutDirection: .rightToLeft).direction == .right)
    }

    @Test func noPermittedDirectionCentresThePopoverWithoutArrow() throws {
        let p = try place(CGRect(x: 490, y: 362, width: 44, height: 44), permitted: [])
        #expect(p.direction == .unknown)
        #expect(p.arrowTip == nil)
        #expect(p.frame == CGRect(x: 352, y: 284, width: 320, height: 200))
    }

    @Test func overlapMovesOverABigAnchorOnlyWhenNeeded() throws {
        let cell = CGRect(x: 0, y: 0, width: 390, height: 700)
        let overlapping = try place(cell, in: Self.iPhone, options: PlacementOptions(mayOverlapAnchor: true))
        #expect(overlapping.direction == .up)
        #expect(overlapping.frame == CGRect(x: 35, y: 621, width: 320, height: 213))
        #expect(overlapping.overlapsAnchor)
        #expect(!overlapping.contentShrunk)
        #expect(!overlapping.arrowClampedAwayFromAnchor)   // the tip lies inside the anchor
        let beside = try place(cell, in: Self.iPhone)
        #expect(!beside.overlapsAnchor)
        #expect(beside.contentShrunk)
        #expect(beside.frame == CGRect(x: 35, y: 700, width: 320, height: 134))
    }

    @Test func withoutKeepInsideThePopoverIsCentredOnTheAnchor() throws {
        let p = try place(CGRect(x: 0, y: 0, width: 44, height: 44), options: PlacementOptions(keepInsideContainer: false))
        #expect(p.frame == CGRect(x: -138, y: 44, width: 320, height: 213))
        #expect(p.arrowTip == CGPoint(x: 22, y: 44))
    }

    @Test func emptyContentStillHoldsTheArrowBetweenTwoCorners() throws {
        let p = try place(CGRect(x: 490, y: 362, width: 44, height: 44), content: .zero)
        #expect(p.frame.size == CGSize(width: 62, height: 13))   // 36 + 2 × 13 along the edge
    }

    @Test func hitTestingInThePopoversOwnCoordinatesIsTheContainersMoved() throws {
        let request = PlacementRequest(anchor: CGRect(x: 500, y: 40, width: 44, height: 44), container: CGRect(x: 0, y: 0, width: 1024, height: 768),
                                       contentSize: CGSize(width: 320, height: 200))
        let placement = try Placement.solve(request)
        for x in stride(from: -10.0, through: placement.frame.width + 10, by: 7) {
            for y in stride(from: -10.0, through: placement.frame.height + 10, by: 7) {
                let inContainer = CGPoint(x: x + placement.frame.minX, y: y + placement.frame.minY)
                #expect(placement.contains(pointInPopover: CGPoint(x: x, y: y)) == placement.contains(inContainer))
            }
        }
        #expect(placement.contains(pointInPopover: CGPoint(x: placement.frame.width / 2, y: placement.frame.height / 2)))
        #expect(!placement.contains(pointInPopover: CGPoint(x: -1, y: -1)))
    }
}

