import Foundation
import Testing
@testable import PopoverCore

/// Which settings make a SwiftUI popover's measured sizes stale.
@Suite struct ContentSizingTraitsTests {
    @Test func eachTraitThatChangesTextInvalidatesAndNothingElseDoes() {
        let base = ContentSizingTraits(textSizeIndex: 3, boldText: false, layoutDirection: .leftToRight)
        #expect(base.invalidatesMeasuredSizes(from: nil))
        #expect(!base.invalidatesMeasuredSizes(from: base))
        var larger = base
        larger.textSizeIndex = 9
        var bold = base
        bold.boldText = true
        var mirrored = base
        mirrored.layoutDirection = .rightToLeft
        for changed in [larger, bold, mirrored] {
            #expect(changed.invalidatesMeasuredSizes(from: base))
            #expect(base.invalidatesMeasuredSizes(from: changed))
        }
    }
}
