import Foundation
import Testing
@testable import PopoverCore

/// Hand-computed expectations for the `UIPopoverBackgroundView` contract.
@Suite struct BackgroundLayoutTests {
    /// base 20, height 10, radius 8, insets 1/2/3/4, no skew.
    let metrics = SkinMetrics(
        arrowBase: 20, arrowHeight: 10,
        contentInsets: PopoverInsets(top: 1, left: 2, bottom: 3, right: 4),
        cornerRadius: 8
    )
    let size = CGSize(width: 200, height: 100)

    func layout(_ direction: ArrowDirection, offset: CGFloat = 0, metrics: SkinMetrics? = nil, size: CGSize? = nil) -> BackgroundLayout {
        BackgroundLayout(size: size ?? self.size, direction: direction, arrowOffset: offset, metrics: metrics ?? self.metrics)
    }

    @Test func upArrowSitsOnTopAndBodyIsBelowIt() throws {
        let l = layout(.up, offset: -30)
        #expect(l.body == CGRect(x: 0, y: 10, width: 200, height: 90))
        #expect(l.content == CGRect(x: 2, y: 11, width: 194, height: 86))
        let arrow = try #require(l.arrow)
        #expect(arrow.tip == CGPoint(x: 70, y: 0))          // centre 100, offset -30: to the left
        #expect(arrow.baseCenter == CGPoint(x: 70, y: 10))
        #expect(arrow.leadingBase == CGPoint(x: 60, y: 10))
        #expect(arrow.trailingBase == CGPoint(x: 80, y: 10))
        #expect(arrow.rect == CGRect(x: 60, y: 0, width: 20, height: 10))
        #expect(arrow.rotation == 0)
        #expect(!l.offsetWasClamped)
    }

    @Test func downArrowSitsOnBottom() throws {
        let l = layout(.down, offset: 25)
        #expect(l.body == CGRect(x: 0, y: 0, width: 200, height: 90))
        #expect(l.content == CGRect(x: 2, y: 1, width: 194, height: 86))
        let arrow = try #require(l.arrow)
        #expect(arrow.tip == CGPoint(x: 125, y: 100))
        #expect(arrow.leadingBase == CGPoint(x: 135, y: 90))  // clockwise walks the bottom edge leftwards
        #expect(arrow.trailingBase == CGPoint(x: 115, y: 90))
        #expect(arrow.rotation == .pi)
    }

    @Test func leftArrowSitsOnLeftEdgeAndNegativeOffsetMovesItUp() throws {
        let l = layout(.left, offset: -12)
        #expect(l.body == CGRect(x: 10, y: 0, width: 190, height: 100))
        #expect(l.content == CGRect(x: 12, y: 1, width: 184, height: 96))
        let arrow = try #require(l.arrow)
        #expect(arrow.tip == CGPoint(x: 0, y: 38))
        #expect(arrow.leadingBase == CGPoint(x: 10, y: 48))   // clockwise walks the left edge upwards
        #expect(arrow.trailingBase == CGPoint(x: 10, y: 28))
        #expect(arrow.rotation == -.pi / 2)
    }

    @Test func rightArrowSitsOnRightEdge() throws {
        let l = layout(.right, offset: 7)
        #expect(l.body == CGRect(x: 0, y: 0, width: 190, height: 100))
        let arrow = try #require(l.arrow)
        #expect(arrow.tip == CGPoint(x: 200, y: 57))
        #expect(arrow.leadingBase == CGPoint(x: 190, y: 47))
        #expect(arrow.trailingBase == CGPoint(x: 190, y: 67))
        #expect(arrow.rotation == .pi / 2)
    }

    @Test func unknownDirectionFillsTheBounds() {
        let l = layout(.unknown, offset: 50)
        #expect(l.body == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(l.content == CGRect(x: 2, y: 1, width: 194, height: 96))
        #expect(l.arrow == nil)
        #expect(l.arrowOffset == 0)
        #expect(!l.offsetWasClamped)
    }

    @Test func offsetPastTheCornerIsClampedToTheStraightEdge() throws {
        // Straight edge for the base centre: radius 8 + half base 10 = 18 ... 200 - 18 = 182.
        let right = layout(.up, offset: 500)
        #expect(right.offsetWasClamped)
        #expect(try #require(right.arrow).tip.x == 182)
        #expect(right.arrowOffset == 82)
        let left = layout(.down, offset: -95)
        #expect(left.offsetWasClamped)
        #expect(try #require(left.arrow).tip.x == 18)
        let edge = layout(.up, offset: 82)
        #expect(!edge.offsetWasClamped)
    }

    @Test func tipSkewLetsTheTipLeanPastTheClampedBase() throws {
        var skewed = metrics
        skewed.arrowTipSkew = 6
        let l = layout(.up, offset: -90, metrics: skewed)
        let arrow = try #require(l.arrow)
        #expect(arrow.baseCenter.x == 18)
        #expect(arrow.tip.x == 12)
        #expect(arrow.skew == -6)
        #expect(l.offsetWasClamped)   // wanted 10, reached 12
        let reachable = layout(.up, offset: -87, metrics: skewed)
        #expect(try #require(reachable.arrow).tip.x == 13)
        #expect(!reachable.offsetWasClamped)
    }

    @Test func radiusTooLargeForTheBodyIsReduced() {
        var round = metrics
        round.cornerRadius = 500
        let l = layout(.up, metrics: round)
        // Body 200 x 90; along the arrow edge (200 - 20) / 2 = 90; across 90 / 2 = 45.
        #expect(l.cornerRadius == 45)
        let narrow = layout(.up, metrics: round, size: CGSize(width: 40, height: 100))
        #expect(narrow.cornerRadius == 10)   // (40 - 20) / 2 leaves room for the base
    }

    @Test func edgeShorterThanTheBaseGetsANarrowerArrow() throws {
        let l = layout(.left, size: CGSize(width: 100, height: 12))
        let arrow = try #require(l.arrow)
        #expect(arrow.baseWidth == 12)
        #expect(l.cornerRadius == 0)
        #expect(arrow.tip == CGPoint(x: 0, y: 6))
    }

    @Test func hostileInputIsSanitizedNotCrashed() throws {
        let l = BackgroundLayout(size: CGSize(width: CGFloat.nan, height: -5), direction: .up, arrowOffset: .infinity, metrics: metrics)
        #expect(l.bounds == .zero)
        #expect(l.arrowOffset == 0)
        let bad = SkinMetrics(arrowBase: .nan, arrowHeight: -3, cornerRadius: .infinity)
        let k = BackgroundLayout(size: size, direction: .right, arrowOffset: .nan, metrics: bad)
        #expect(k.body == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(try #require(k.arrow).baseWidth == 0)
    }

    @Test func contentCornerRadiusKeepsContentInsideTheCorners() {
        #expect(layout(.up).contentCornerRadius == 7)   // radius 8, smallest inset 1
        #expect(layout(.up, metrics: SkinMetrics(arrowBase: 10, arrowHeight: 10, cornerRadius: 5)).contentCornerRadius == 5)
        #expect(layout(.up, metrics: SkinMetrics(arrowBase: 10, arrowHeight: 10, contentInsets: .uniform(9), cornerRadius: 5)).contentCornerRadius == 0)
    }

    @Test func contentInsetsLargerThanTheBodyCollapseTheContent() {
        let l = layout(.up, metrics: SkinMetrics(arrowBase: 10, arrowHeight: 10, contentInsets: .uniform(60)))
        #expect(l.content.width == 80)
        #expect(l.content.height == 0)
        #expect(l.content.midY == l.body.midY)
    }
}

@Suite struct ContentCornerTests {
    @Test func metricsAgreeWithTheLayoutOfAPopoverBigEnoughForItsCorners() {
        for style in PopoverStyle.builtIn {
            for metrics in [style.metrics, style.metricsClearingStrokes] {
                let layout = BackgroundLayout(size: CGSize(width: 300, height: 200), direction: .up, arrowOffset: 0, metrics: metrics)
                #expect(metrics.contentCornerRadius == layout.contentCornerRadius, "\(style.name)")
            }
        }
        #expect(SkinMetrics(contentInsets: PopoverInsets(top: 2, left: 9, bottom: 9, right: 9), cornerRadius: 10).contentCornerRadius == 8)
    }
}
