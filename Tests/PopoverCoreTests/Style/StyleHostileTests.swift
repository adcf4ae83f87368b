import Foundation
import Testing
@testable import PopoverCore
@testable import PopoverImageSkin

/// Regression tests for styles, skins and manifests with hostile numbers.
@Suite struct StyleHostileTests {
    @Test func styleLengthsBeyondTheLimitAreRefusedWhenDecoded() throws {
        var json = String(decoding: try PopoverStyle.system.jsonData(), as: UTF8.self)
        json = json.replacingOccurrences(of: "\"blur\" : 20", with: "\"blur\" : 8000000")
        #expect(json.contains("8000000"))
        #expect(throws: PopoverInputError(field: "shadow.blur", rule: "must be at most 10000", value: "8000000")) {
            try PopoverStyle(json: Data(json.utf8))
        }
    }

    @Test func styleBuiltInCodeIsValidated() throws {
        var style = PopoverStyle.system
        try style.validate()
        style.shadow?.blur = .infinity
        #expect(throws: PopoverInputError(field: "shadow.blur", rule: "must be a finite number", value: "inf")) { try style.validate() }
        style = .noir
        style.border = Stroke(width: .points(-1), color: DynamicColor(.black))
        #expect(throws: PopoverInputError(field: "border.width", rule: "must be >= 0", value: "-1")) { try style.validate() }
        style = .noir
        style.metrics.arrowBase = 1e100
        #expect(throws: PopoverInputError(field: "arrow.base", rule: "must be at most 10000", value: "1e+100")) { try style.validate() }
    }

    /// `compose --cap-insets -1e308,…` and `±inf` trapped converting to Int; the core type refuses them.
    @Test func capInsetsMustBeFiniteNonNegativeAndInsideTheImage() {
        func geometry(_ insets: PopoverInsets) -> ImageSkinGeometry {
            ImageSkinGeometry(backgroundSize: CGSize(width: 29, height: 29), capInsets: insets,
                              arrowImageSize: CGSize(width: 36, height: 14), metrics: SkinMetrics())
        }
        #expect(throws: PopoverInputError(field: "capInsets.top", rule: "must be >= 0", value: "-1e+308")) {
            try geometry(.uniform(-1e308)).validate()
        }
        #expect(throws: PopoverInputError(field: "capInsets.top", rule: "must be a finite number", value: "-inf")) {
            try geometry(PopoverInsets(top: -.infinity, left: .infinity, bottom: -.infinity, right: .infinity)).validate()
        }
        #expect(throws: PopoverInputError(field: "capInsets.top", rule: "must be at most 10000", value: "1e+308")) {
            try geometry(.uniform(1e308)).validate()
        }
        #expect(throws: PopoverInputError(field: "capInsets.left", rule: "must lie inside the 29×29 pt background image", value: "30")) {
            try geometry(PopoverInsets(top: 14, left: 30, bottom: 14, right: 14)).validate()
        }
        #expect(throws: Never.self) { try geometry(.uniform(14)).validate() }
    }

    /// A catalog's skin.json with cap insets of 1e308 crashed compose; image set names
    /// with `../` led out of the catalog.
    @Test func manifestRefusesHugeCapInsetsAndPathNames() throws {
        let good = try JSONEncoder().encode(ImageSkinManifest(
            name: "x", background: "xBackground", capInsets: .uniform(14), arrows: .rotated(up: "xArrow"), metrics: SkinMetrics()
        ))
        #expect(throws: Never.self) { try JSONDecoder().decode(ImageSkinManifest.self, from: good) }
        var object = try #require(try JSONSerialization.jsonObject(with: good) as? [String: Any])
        object["capInsets"] = ["top": 1e308, "left": 14, "bottom": 14, "right": 14]
        #expect(throws: PopoverInputError(field: "capInsets.top", rule: "must be at most 10000", value: "1e+308")) {
            try JSONDecoder().decode(ImageSkinManifest.self, from: try JSONSerialization.data(withJSONObject: object))
        }
        object["capInsets"] = ["top": 14, "left": 14, "bottom": 14, "right": 14]
        object["background"] = "../../etc/passwd"
        #expect(throws: PopoverInputError.self) {
            try JSONDecoder().decode(ImageSkinManifest.self, from: try JSONSerialization.data(withJSONObject: object))
        }
    }

    /// An unknown enum value (`"sides": "wavy"`) said "must be valid JSON", then (issue 24)
    /// showed Swift's decoder text; it lists the choices.
    @Test func unknownEnumValueSaysSoNotInvalidJSON() throws {
        let json = String(decoding: try PopoverStyle.system.jsonData(), as: UTF8.self)
            .replacingOccurrences(of: "\"sides\" : \"curved\"", with: "\"sides\" : \"wavy\"")
        #expect(json.contains("wavy"))
        do {
            _ = try PopoverStyle(json: Data(json.utf8))
            Issue.record("accepted wavy sides")
        } catch let error as PopoverInputError {
            #expect(error.field == "arrow.sides")
            #expect(error.rule == "must be one of straight, curved")
            #expect(error.value == "\"wavy\"")
        }
    }
}
