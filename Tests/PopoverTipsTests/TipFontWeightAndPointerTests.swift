import Foundation
import PopoverCore
import Testing
@testable import PopoverTips

/// Decisions moved from the Apple layer (issue 45): Bold Text's heavier weight, once for
/// UIKit and AppKit, and how far the pointer reaches, by the pointer drawn.
@Suite struct TipFontWeightAndPointerTests {
    static let order: [TipFont.SystemWeight] = [.regular, .medium, .semibold, .bold, .heavy]

    @Test func boldTextIsAStepHeavierAndNeverLighter() {
        for weight in TipFont.Weight.allCases {
            let font = TipFont(size: 13, weight: weight)
            let plain = font.systemWeight(boldText: false)
            let bold = font.systemWeight(boldText: true)
            // Without Bold Text the weight is the font's own.
            #expect("\(plain)" == weight.rawValue)
            // With it, strictly heavier, and at least semibold.
            let (p, b) = (Self.order.firstIndex(of: plain)!, Self.order.firstIndex(of: bold)!)
            #expect(b > p, "\(weight)")
            #expect(b >= Self.order.firstIndex(of: .semibold)!, "\(weight)")
        }
        #expect(TipFont(size: 17, weight: .bold).systemWeight(boldText: true) == .heavy)
        #expect(TipFont(size: 17, weight: .medium).systemWeight(boldText: true) == .semibold)
    }

    @Test func theMacsArrowReachesFurtherThanTheRoundPointer() {
        #expect(PointerKind(onMac: true) == .arrow)
        #expect(PointerKind(onMac: false) == .round)
        #expect(PointerKind.arrow.reach == PointerAnchor.cursorHeight)
        #expect(PointerKind.round.reach == PointerAnchor.roundPointerReach)
        #expect(PointerKind.arrow.reach > PointerKind.round.reach)
    }
}
