import Foundation
import PopoverCore
import PopoverRender
import Testing

/// Issue 19 on the command line: `place --align`, `--arrow-at`, `--gap`, `--attach`.
@Suite struct PlacementControlCommandTests {
    static let base = ["place", "--container", "1024,768", "--anchor", "400,300,200,44", "--content", "160,80", "--permitted", "up"]

    /// The JSON is the library's answer to the same options, with them under "options".
    @Test func theOptionsReachTheSolver() throws {
        let result = try CommandRunner.run(Self.base + ["--align", "end", "--gap", "6", "--attach", "0.8,1", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let expected = try Placement.solve(PlacementRequest(
            anchor: CGRect(x: 400, y: 300, width: 200, height: 44), container: CGRect(x: 0, y: 0, width: 1024, height: 768),
            contentSize: CGSize(width: 160, height: 80), permittedDirections: [.up], metrics: PopoverStyle.system.metrics,
            options: PlacementOptions(alignment: .end, gap: 6, attachmentPoint: AnchorPoint(x: 0.8, y: 1))))
        let tip = try #require(json["arrowTip"] as? [String: Double])
        #expect(tip == ["x": 560, "y": 350])
        #expect(tip == ["x": Double(expected.arrowTip!.x), "y": Double(expected.arrowTip!.y)])
        #expect(json["alignmentAdjusted"] as? Bool == false)
        let options = try #require(json["options"] as? [String: Any])
        #expect(options["gap"] as? Double == 6)
        #expect((options["alignment"] as? [String: Double]) == ["fraction": 1])
        assertSnapshot(of: result.stdout, named: "json")
    }

    @Test func theTableShowsTheOptions() throws {
        let result = try CommandRunner.run(Self.base + ["--arrow-at", "40pt", "--gap", "4"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("alignment                       arrow at 40 pt from the start\n"))
        #expect(result.stdout.contains("frame                           460,348,160,93\n"))
        #expect(result.stdout.contains("alignment adjusted              no\n"))
        assertSnapshot(of: result.stdout, named: "table")
    }

    /// Several alignments: one table each, a JSON array, one diagram with a panel each.
    @Test func severalAlignmentsAreCompared() throws {
        let tables = try CommandRunner.run(Self.base + ["--align", "start,center,end"])
        #expect(tables.status == 0)
        #expect(tables.stdout.components(separatedBy: "direction  ").count == 4)
        let json = try CommandRunner.run(Self.base + ["--align", "start,0.5,end", "--json"])
        let array = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        let xs = array.compactMap { ($0["frame"] as? [String: Double])?["x"] }
        #expect(xs == [400, 420, 440])
        let folder = TemporaryDirectory()
        let one = folder.url.appendingPathComponent("one.png"), three = folder.url.appendingPathComponent("three.png")
        _ = try CommandRunner.run(Self.base + ["--align", "start", "--diagram", one.path])
        _ = try CommandRunner.run(Self.base + ["--align", "start,center,end", "--diagram", three.path])
        let single = try PNGHeader(Data(contentsOf: one)), row = try PNGHeader(Data(contentsOf: three))
        #expect(row.width == 3 * single.width && row.height == single.height)
    }

    @Test(arguments: [
        (["--align", "middle"], #"error: --align: must be start, center, end or a fraction from 0 to 1 (several separated by commas), got "middle""#),
        (["--align", "1.5"], #"error: --align: must be start, center, end or a fraction from 0 to 1 (several separated by commas), got "1.5""#),
        (["--align", "start", "--arrow-at", "0.2"], #"error: --align: cannot be combined with --arrow-at (0.2): the one lines the body up with the anchor, the other fixes the arrow on the body, got "start""#),
        (["--arrow-at", "-3pt"], #"error: --arrow-at: must be a fraction from 0 to 1, or a distance in points such as 24pt, got "-3pt""#),
        (["--arrow-at", "2"], #"error: --arrow-at: must be a fraction from 0 to 1, or a distance in points such as 24pt, got "2""#),
        (["--gap=-1"], "error: --gap: must be a finite distance from 0 to 1000000000 points, got -1"),
        (["--gap", "inf"], "error: --gap: must be a finite distance from 0 to 1000000000 points, got inf"),
        (["--attach", "0.5"], #"error: --attach: must be X,Y (2 numbers separated by commas), got "0.5""#),
        (["--attach", "0.5,1.2"], #"error: --attach: must be 2 fractions from 0 to 1 (x from the leading edge, y from the top), got "0.5,1.2""#),
    ])
    func badValuesExit64NamingTheOption(extra: [String], message: String) throws {
        let result = try CommandRunner.run(Self.base + extra)
        #expect(result.status == 64)
        #expect(result.stderr.trimmingCharacters(in: .newlines) == message)
        #expect(result.stdout.isEmpty)
    }
}
