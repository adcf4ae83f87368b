import Foundation
import Testing
@testable import PopoverCore

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
