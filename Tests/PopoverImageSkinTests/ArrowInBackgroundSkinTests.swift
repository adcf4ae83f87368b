import Foundation
import Testing
@testable import PopoverCore
@testable import PopoverImageSkin

/// The arrow-in-background description: GIK's numbers in skin.json, and clear errors for
/// numbers the layout cannot use.
@Suite struct ArrowInBackgroundSkinTests {
    func error(_ change: (inout ArrowInBackgroundSkin<String>) -> Void, metrics: SkinMetrics = GIK.metrics) -> String? {
        var skin = GIK.skin
        change(&skin)
        do {
            try skin.validate(metrics: metrics)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func gikSNumbersPass() throws {
        try GIK.skin.validate(metrics: GIK.metrics)
    }

    @Test func theFixturesSkinJSONSaysGIKsNumbers() throws {
        let manifest = try JSONDecoder().decode(ImageSkinManifest.self, from: Data(contentsOf: GIK.skinJSON))
        #expect(manifest.artwork == .arrowInBackground(GIK.skin))
        #expect(manifest.metrics == GIK.metrics)
    }

    @Test func theHeadersSideTopInsetsCoverTheImageFilesPNGAsUIKitAllows() {
        // kArrowSideTopInsets (43, 9, 23, 27) belong to GIK's drawn 37×67 pt image; on the 37×53 pt PNG they
        // cover it (66 > 53). A corner variant is stretched once, as UIKit stretches it: the caps stay, the
        // row at their boundary stretches (CoveringCapsTests draws it).
        #expect(error { $0.right?.leadingCorner?.capInsets.bottom = 23 } == nil)
    }

    @Test func numbersTheLayoutCannotUseAreRefusedByName() {
        #expect(error { $0.up?.main.size.width = .nan } == "up.main.size.width: must be a finite number, got nan")
        #expect(error { $0.down?.main.capInsets.left = -1 } == "down.main.capInsets.left: must be >= 0, got -1")
        #expect(error { $0.up?.secondStretchCap = 47 }
            == "up.secondStretchCap: must leave its one-point stretch inside the main image's first trailing cap (from 10 pt), got 47")
        #expect(error { $0.up?.main.arrowCentre = 30 }
            == "up.main.arrowCentre: must keep the arrow (base 37 pt) between the first stretch's trailing cap at 10 pt and the second stretch at 47 pt, got 30")
        #expect(error { $0.up?.main.arrowCentre = 60 } == "up.main.arrowCentre: must lie inside the 57×51 pt image, got 60")
        #expect(error { $0.up?.trailingCorner?.arrowCentre = 20 }
            == "up.trailingCorner.arrowCentre: must keep the arrow (base 37 pt) inside the right cap (from 10 pt), got 20")
        #expect(error({ _ in }, metrics: SkinMetrics(arrowBase: 37, arrowHeight: 30, cornerRadius: 7))
            == "down.main.capInsets.bottom: must hold the arrow's height (30 pt), or the arrow stretches, got 27")
        #expect(error({ _ in }, metrics: SkinMetrics(arrowBase: 37, arrowHeight: 19, cornerRadius: 12))
            == "up.main.capInsets.left: must hold the corner the arrow keeps clear of (12 pt), got 9")
        // Images of its own for a left arrow must point left: the right ones given as they are would stretch the arrow.
        #expect(error { $0.left = $0.right } == "left.main.capInsets.left: must hold the arrow's height (19 pt), or the arrow stretches, got 9")
    }

    @Test func skinJSONRoundTrips() throws {
        let manifest = ImageSkinManifest(name: "gik", artwork: .arrowInBackground(GIK.skin), metrics: GIK.metrics)
        let json = try JSONEncoder().encode(manifest)
        #expect(try JSONDecoder().decode(ImageSkinManifest.self, from: json) == manifest)
    }

    @Test func aManifestWithBothKindsOfArtworkOrABadSkinIsRefused() throws {
        var object = try JSONSerialization.jsonObject(with: Data(contentsOf: GIK.skinJSON)) as! [String: Any]
        object["background"] = "bg"
        #expect(throws: PopoverInputError(
            field: "arrowInBackground", rule: "stands instead of background, capInsets, arrows and placement (one kind of artwork a skin)",
            value: "background as well"
        )) { try JSONDecoder().decode(ImageSkinManifest.self, from: JSONSerialization.data(withJSONObject: object)) }
        object["background"] = nil
        var arrows = object["arrowInBackground"] as! [String: Any], up = arrows["up"] as! [String: Any], main = up["main"] as! [String: Any]
        main["image"] = "../escape"
        up["main"] = main
        arrows["up"] = up
        object["arrowInBackground"] = arrows
        #expect(throws: PopoverInputError(field: "arrowInBackground.up.main.image", rule: "must be an image set's plain name (no /, \\ or leading .)", value: "\"../escape\"")) {
            try JSONDecoder().decode(ImageSkinManifest.self, from: JSONSerialization.data(withJSONObject: object))
        }
        main["image"] = "PopoverBackgroundArrowUp"
        main["arrowCentre"] = 3
        up["main"] = main
        arrows["up"] = up
        object["arrowInBackground"] = arrows
        #expect(throws: PopoverInputError.self) { try JSONDecoder().decode(ImageSkinManifest.self, from: JSONSerialization.data(withJSONObject: object)) }
    }
}
