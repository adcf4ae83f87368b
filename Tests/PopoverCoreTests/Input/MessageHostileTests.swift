import Foundation
import Testing
@testable import PopoverCore
@testable import PopoverImageSkin

/// Issue 24: messages that rounded away the value they were about.
@Suite struct MessageHostileTests {
    /// An arrow base of 5e-324 (valid: it is > 0) was told to "make it 0 wide".
    @Test func aTinyArrowBaseIsNamedAsItIs() {
        let skin = ImageSkinGeometry(
            backgroundSize: CGSize(width: 62, height: 62), capInsets: .uniform(20),
            arrowImageSize: CGSize(width: 18, height: 14), metrics: SkinMetrics(arrowBase: .leastNonzeroMagnitude, arrowHeight: 14)
        )
        let messages = ImageSkinCheck.warnings(for: skin).map(\.message)
        #expect(messages.contains { $0.hasSuffix("make it 5e-324 wide and at least 14 tall") }, "\(messages)")
        #expect(!messages.contains { $0.contains("make it 0 wide") })
    }

    @Test(arguments: [(CGFloat.leastNonzeroMagnitude, "5e-324"), (-1e-7, "-1e-07"), (0, "0"), (0.04, "0.04"), (0.06, "0.1"), (12.34, "12.3")])
    func readableNumbersNeverRoundAValueToZero(value: CGFloat, text: String) {
        #expect(NumberText.readable(value, decimals: 1) == text)
    }

    /// A skin.json of another format was read as if it were format 1.
    @Test func aManifestOfAnotherFormatIsRefused() throws {
        let manifest = ImageSkinManifest(name: "x", background: "bg", capInsets: .uniform(10), arrows: .rotated(up: "arrow"), metrics: SkinMetrics())
        let json = String(decoding: try JSONEncoder().encode(manifest), as: UTF8.self)
        #expect(json.contains(#""format":1"#))
        let future = Data(json.replacingOccurrences(of: #""format":1"#, with: #""format":2"#).utf8)
        #expect(throws: PopoverInputError(field: "format", rule: "must be 1, the format this version of PopoverKit reads", value: "2")) {
            try JSONDecoder().decode(ImageSkinManifest.self, from: future)
        }
    }
}
