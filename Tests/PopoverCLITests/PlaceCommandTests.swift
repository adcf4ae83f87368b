import Foundation
import PopoverCore
import Testing

@Suite struct PlaceCommandTests {
    @Test func printsAReadableTable() throws {
        let result = try CommandRunner.run(["place", "--container", "1024,768", "--anchor", "500,40,44,44", "--content", "320,200"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "direction                       up (popover below the anchor)")
        #expect(lines.contains("frame                           362,84,320,213"))
        #expect(lines.contains("arrow tip                       522,84"))
        #expect(lines.contains("content shrunk                  no"))
        assertSnapshot(of: result.stdout, named: "table")
    }

    @Test func jsonMatchesTheLibrary() throws {
        let arguments = ["place", "--container", "390,844", "--insets", "59,10,34,10", "--anchor", "10,700,44,44",
                         "--content", "300,400", "--permitted", "down,up", "--style", "tooltip", "--json"]
        let result = try CommandRunner.run(arguments)
        #expect(result.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let expected = try Placement.solve(PlacementRequest(
            anchor: CGRect(x: 10, y: 700, width: 44, height: 44),
            container: CGRect(x: 0, y: 0, width: 390, height: 844),
            containerInsets: PopoverInsets(top: 59, left: 10, bottom: 34, right: 10),
            contentSize: CGSize(width: 300, height: 400),
            permittedDirections: [.down, .up],
            metrics: PopoverStyle.tooltip.metrics
        ))
        #expect(json["direction"] as? String == "down")
        #expect(json["side"] as? String == "above")
        let frame = try #require(json["frame"] as? [String: Double])
        #expect(frame == ["x": Double(expected.frame.minX), "y": Double(expected.frame.minY),
                          "width": Double(expected.frame.width), "height": Double(expected.frame.height)])
        let tip = try #require(json["arrowTip"] as? [String: Double])
        #expect(tip == ["x": Double(expected.arrowTip!.x), "y": Double(expected.arrowTip!.y)])
        #expect(json["arrowOffset"] as? Double == Double(expected.arrowOffset))
        #expect(json["contentShrunk"] as? Bool == false)
        #expect(json["arrowClampedAwayFromAnchor"] as? Bool == false)
        #expect(Set(json.keys) == ["direction", "frame", "body", "content", "arrowOffset", "arrowTip", "anchor",
                                   "contentShrunk", "arrowClampedAwayFromAnchor", "overlapsAnchor", "alignmentAdjusted", "options", "side"])
        assertSnapshot(of: result.stdout, named: "json")
    }

    @Test func noPermittedDirectionPrintsNullTip() throws {
        let result = try CommandRunner.run(["place", "--anchor", "500,300,44,44", "--content", "100,100", "--permitted", "none", "--json"])
        #expect(result.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["direction"] as? String == "none")
        #expect(json["arrowTip"] is NSNull)
        assertSnapshot(of: result.stdout, named: "json-no-arrow")
    }

    @Test(arguments: [
        (["--anchor", "2000,10,10,10", "--content", "10,10"], "error: --anchor: must lie at least partly inside the container 0,0,1024,768, got 2000,10,10,10"),
        (["--anchor", "10,10,10", "--content", "10,10"], #"error: --anchor: must be X,Y,W,H (4 numbers separated by commas), got "10,10,10""#),
        (["--anchor", "10,10,10,10", "--content", "10,nan"], "error: --content: height must be a finite number, got nan"),
        (["--anchor", "10,10,10,10", "--content=-5,10"], "error: --content: width must be >= 0, got -5"),
        (["--anchor", "10,10,10,10", "--content", "10,10", "--container", "0,10"], "error: --container: width must be > 0, got 0"),
        (["--anchor", "10,10,10,10", "--content", "10,10", "--insets", "1,2,3"], #"error: --insets: must be T,L,B,R (4 numbers separated by commas), got "1,2,3""#),
        (["--anchor", "10,10,10,10", "--content", "10,10", "--permitted", "up,sideways"], #"error: --permitted: must list up, down, left, right, or be any or none, got "up,sideways""#),
        (["--anchor", "10,10,10,10", "--content", "10,10", "--style", "aqua"], #"error: --style: must be one of system, classic, orange, noir, tooltip, glass or a .json file, got "aqua""#),
        (["--content", "10,10"], "error: Missing expected argument '--anchor <x,y,w,h>'"),
    ])
    func badInputIsOneLineOnStderrAndNothingOnStdout(arguments: [String], message: String) throws {
        let result = try CommandRunner.run(["place"] + arguments)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == message + "\n")
    }

    @Test func badStyleFileNamesTheFileAndTheField() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("popoverkit-bad-\(UUID().uuidString).json")
        var style = try JSONSerialization.jsonObject(with: PopoverStyle.orange.jsonData()) as! [String: Any]
        style["arrow"] = ["base": -3, "height": 10]
        try JSONSerialization.data(withJSONObject: style).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let result = try CommandRunner.run(["place", "--anchor", "10,10,10,10", "--content", "10,10", "--style", url.path])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "error: --style: \(url.path): arrow.base must be > 0, got -3\n")
    }

    @Test func goodStyleFileIsUsed() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("popoverkit-good-\(UUID().uuidString).json")
        var style = PopoverStyle.orange
        style.metrics.arrowHeight = 30
        try style.jsonData().write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let result = try CommandRunner.run(["place", "--anchor", "500,40,44,44", "--content", "100,100", "--style", url.path, "--json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect((json["frame"] as? [String: Double])?["height"] == 130)
        assertSnapshot(of: result.stdout, named: "json-style-file")
    }

    @Test func helpExitsZeroWithExamples() throws {
        let result = try CommandRunner.run(["place", "--help"], environment: ["COLUMNS": "80"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("popoverkit place --container 1024,768 --anchor 500,40,44,44 --content 320,200"))
        assertSnapshot(of: result.stdout, named: "help")
    }
}
