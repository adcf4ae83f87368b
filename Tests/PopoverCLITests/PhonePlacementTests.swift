import Foundation
import PopoverCore
import PopoverRender
import Testing

/// `place --safe-area --keyboard`: a popover on an iPhone with the keyboard up.
@Suite struct PhonePlacementTests {
    let directory = TemporaryDirectory()
    static let phone = ["place", "--container", "390,844", "--safe-area", "59,0,34,0", "--keyboard", "336",
                        "--anchor", "300,440,44,44", "--content", "300,240", "--permitted", "up,down", "--json"]

    @Test func thePopoverStaysAboveTheKeyboardAsPopoverViewPlacesIt() throws {
        let result = try CommandRunner.run(Self.phone)
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let frame = try #require(json["frame"] as? [String: Double])
        let container = CGRect(x: 0, y: 0, width: 390, height: 844)
        let expected = try Placement.solve(PlacementRequest(
            anchor: CGRect(x: 300, y: 440, width: 44, height: 44), container: container,
            containerInsets: .popoverMargins(safeArea: PopoverInsets(top: 59, left: 0, bottom: 34, right: 0),
                                             keyboardFrame: CGRect(x: 0, y: 508, width: 390, height: 336), in: container),
            contentSize: CGSize(width: 300, height: 240), permittedDirections: [.up, .down]))
        #expect(json["direction"] as? String == "down")   // no room below, above the keyboard
        #expect(frame["y"]! + frame["height"]! <= 508 - 10)
        #expect(frame["y"]! >= 59 + 10)
        #expect(frame == ["x": Double(expected.frame.minX), "y": Double(expected.frame.minY),
                          "width": Double(expected.frame.width), "height": Double(expected.frame.height)])
        assertSnapshot(of: result.stdout, named: "keyboard")
    }

    @Test func withoutTheKeyboardThePopoverGoesBelow() throws {
        var arguments = Self.phone
        arguments.removeSubrange(arguments.firstIndex(of: "--keyboard")!...arguments.firstIndex(of: "--keyboard")! + 1)
        let result = try CommandRunner.run(arguments)
        #expect(result.status == 0)
        #expect(result.stdout.contains("\"direction\" : \"up\""))
        assertSnapshot(of: result.stdout, named: "no-keyboard")
    }

    @Test(arguments: [
        (["--insets", "10,10,10,10"], "error: --insets: cannot be combined with --safe-area or --keyboard, which make the insets, got \"10,10,10,10\""),
        (["--keyboard", "900"], "error: --keyboard: must be a height from 0 to the container's 844, got 900"),
        (["--keyboard", "-5"], "error: --keyboard: must be a height from 0 to the container's 844, got -5"),
        (["--safe-area", "59,0,34"], "error: --safe-area: must be T,L,B,R (4 numbers separated by commas), got \"59,0,34\""),
        (["--safe-area", "nan,0,34,0"], "error: --safe-area: must be 4 lengths from 0 to the container's size, got \"nan,0,34,0\""),
        (["--safe-area", "1e308,0,34,0"], "error: --safe-area: must be 4 lengths from 0 to the container's size, got \"1e308,0,34,0\""),
        (["--safe-area", "59,-1e308,34,0"], "error: --safe-area: must be 4 lengths from 0 to the container's size, got \"59,-1e308,34,0\""),
        (["--keyboard", "nan"], "error: --keyboard: must be a height from 0 to the container's 844, got nan"),
        (["--keyboard", "inf"], "error: --keyboard: must be a height from 0 to the container's 844, got inf"),
    ])
    func contradictoryOrBadKeyboardInputIsRefused(extra: [String], message: String) throws {
        var arguments = Self.phone
        if let index = arguments.firstIndex(of: extra[0]) { arguments.removeSubrange(index...index + 1) }
        let result = try CommandRunner.run(arguments + extra + ["--diagram", directory.path("d.png")])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == message + "\n")
        #expect(directory.files.isEmpty)
    }

    @Test func theDiagramShadesTheKeyboard() throws {
        let plain = directory.path("plain.png"), shaded = directory.path("keyboard.png")
        var withoutKeyboard = Self.phone
        withoutKeyboard.removeSubrange(withoutKeyboard.firstIndex(of: "--keyboard")!...withoutKeyboard.firstIndex(of: "--keyboard")! + 1)
        #expect(try CommandRunner.run(Self.phone + ["--diagram", shaded]).status == 0)
        #expect(try CommandRunner.run(withoutKeyboard + ["--diagram", plain]).status == 0)
        let keyboard = try PNGCodec.decode(try Data(contentsOf: URL(fileURLWithPath: shaded)))
        let noKeyboard = try PNGCodec.decode(try Data(contentsOf: URL(fileURLWithPath: plain)))
        // 2 px per point, 24 pt margin: a point in the keyboard, left of its label.
        let x = (24 + 20) * 2, y = (24 + 700) * 2
        let inKeyboard = keyboard.pixel(x: x, y: y), inContainer = noKeyboard.pixel(x: x, y: y)
        #expect(Int(inKeyboard.r) < Int(inContainer.r) - 20, "keyboard \(inKeyboard) vs container \(inContainer)")
        #expect(abs(Int(inKeyboard.r) - 209) <= 2)
    }
}
