import Foundation
import Testing
@testable import PopoverCore
@testable import PopoverImageSkin

/// Issue 21, fault 2: skin.json says whether the background's middle stretches or tiles.
@Suite struct BackgroundResizingTests {
    @Test func theModeReadsAndWritesInThePlacementObject() throws {
        let tiled = try JSONDecoder().decode(ImageSkinArrangement.self, from: Data(#"{"resizingMode": "tile"}"#.utf8))
        #expect(tiled.resizingMode == .tile)
        #expect(try JSONDecoder().decode(ImageSkinArrangement.self, from: Data("{}".utf8)).resizingMode == .stretch)
        let again = try JSONDecoder().decode(ImageSkinArrangement.self, from: try JSONEncoder().encode(tiled))
        #expect(again == tiled)
    }

    @Test func anUnknownModeIsRefusedByName() {
        do {
            _ = try JSONDecoder().decode(ImageSkinArrangement.self, from: Data(#"{"resizingMode": "repeat"}"#.utf8))
            Issue.record("accepted")
        } catch let error as PopoverInputError {
            #expect(error.description == #"resizingMode: must be one of stretch, tile, got "repeat""#)
        } catch { Issue.record("\(error)") }
    }
}

/// Issue 21, fault 5: a key skin.json does not have is refused by name, with the closest.
@Suite struct UnknownSkinKeyTests {
    @Test func aMisspeltKeyIsRefusedWithTheClosestKnownOne() throws {
        let manifest = ImageSkinManifest(name: "we", background: "bg", capInsets: .uniform(1), arrows: .rotated(up: "a"), metrics: PopoverStyle.orange.metrics)
        let json = String(decoding: try JSONEncoder().encode(manifest), as: UTF8.self)
        #expect(try JSONDecoder().decode(ImageSkinManifest.self, from: Data(json.utf8)) == manifest)
        let misspelt = json.replacingOccurrences(of: #""pixelAligned":"#, with: #""resizingMod":"tile","pixelAligned":"#)
        do {
            _ = try JSONDecoder().decode(ImageSkinManifest.self, from: Data(misspelt.utf8))
            Issue.record("accepted \(misspelt)")
        } catch let error as PopoverInputError {
            #expect(error.field == "placement.resizingMod")
            #expect(error.rule.hasSuffix(#"did you mean "resizingMode"?)"#), "\(error)")
        } catch { Issue.record("\(error)") }
        let topLevel = json.replacingOccurrences(of: #""name":"we""#, with: #""name":"we","resizingMode":"tile""#)
        #expect(topLevel != json)
        #expect(throws: PopoverInputError.self) { try JSONDecoder().decode(ImageSkinManifest.self, from: Data(topLevel.utf8)) }
    }

    @Test func editDistanceCountsEdits() {
        #expect(KnownKeys.distance("resizingMod", "resizingMode") == 1)
        #expect(KnownKeys.distance("", "abc") == 3)
        #expect(KnownKeys.distance("capinsets", "capInsets") == 0)
    }
}
