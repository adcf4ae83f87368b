import Foundation
import PopoverCore
import PopoverMenu
import PopoverRender
import Testing

/// Issue 47: `popoverkit menu` draws a menu's appearance, from its file or its options.
@Suite struct MenuAppearanceCommandTests {
    static let sort = MenuCommandTests.sort

    static func json(_ arguments: [String]) throws -> [String: Any] {
        let result = try CommandRunner.run(["menu"] + arguments + ["--json"])
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    @Test func theMenuIsAsWideAsItsAnchorOrAsAsked() throws {
        let scene = ["--container", "600,700", "--anchor", "40,40,333,40"]
        #expect(try Self.json([Self.sort, "--anchor-width"] + scene)["width"] as? Double == 333)
        #expect(try Self.json([Self.sort, "--fixed-width", "250"] + scene)["width"] as? Double == 250)
        let drawing = try Self.json([Self.sort, "--row-height", "60", "--separator-thickness", "3", "--text-align", "center"])
        let rows = try #require(drawing["rows"] as? [[String: Any]])
        let items = rows.filter { $0["kind"] as? String == "item" }
        #expect(items.allSatisfy { (($0["frame"] as? [String: Double])?["height"] ?? 0) >= 60 })
        let line = rows.compactMap { $0["lineFrame"] as? [String: Double] }.first
        #expect(line?["height"] == 3)
        let appearance = try #require(drawing["appearance"] as? [String: Any])
        #expect(appearance["rowHeight"] as? Double == 60 && appearance["textAlignment"] as? String == "center")
    }

    @Test func theHighlightIsTheAppsColourUnderReadableText() throws {
        let folder = TemporaryDirectory()
        let out = folder.path("m.png")
        let scene = ["--container", "400,420", "--anchor", "20,10,44,44", "--highlight-color", "#0A5FD6"]
        let result = try CommandRunner.run(["menu", Self.sort, "--highlight", "1", "--scale", "1", "-o", out] + scene)
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNGCodec.decode(Data(contentsOf: URL(fileURLWithPath: out)))
        let drawing = try Self.json([Self.sort] + scene)
        let content = try #require(MenuCommandTests.rect(drawing["content"]))
        let row = try #require(MenuCommandTests.rect(((drawing["rows"] as? [[String: Any]])?[1])?["frame"]))
        // Inside the highlight, left of the text: exactly the app's colour.
        let probe = image.pixel(x: Int(content.minX + row.minX + 9), y: Int(content.minY + row.midY))
        #expect(probe.r == 0x0A && probe.g == 0x5F && probe.b == 0xD6 && probe.a == 255)
    }

    @Test func contrastIssuesAreReportedInTheJSONAndAsWarnings() throws {
        let drawing = try Self.json([Self.sort, "--text-color", "#BBBBBB,#FFFFFF"])
        let issues = try #require(drawing["contrastIssues"] as? [[String: Any]])
        let title = try #require(issues.first { $0["text"] as? String == "title" })
        #expect(title["appearance"] as? String == "light" && title["foreground"] as? String == "#BBBBBB")
        #expect((title["ratio"] as? Double ?? 9) < 4.5)
        let folder = TemporaryDirectory()
        let result = try CommandRunner.run(["menu", Self.sort, "--text-color", "#BBBBBB,#FFFFFF", "-o", folder.path("m.png")])
        #expect(result.status == 0)
        #expect(result.stderr.contains(#"warning: contrast: light: title of "Name" #BBBBBB on #E0E0E0 is 1.46:1, under 4.5:1"#))
    }

    @Test(arguments: [
        (["--fixed-width", "0"], "error: --fixed-width: must be between 1 and 10000 points, got 0"),
        (["--row-height", "nan"], "error: --row-height: must be between 1 and 500 points, got nan"),
        (["--anchor-width"], "error: --anchor-width: needs --anchor, got given alone"),
        (["--text-color", "red"], #"error: --text-color: must be one colour #RRGGBB or #RRGGBBAA, or two separated by a comma (light, dark), got "red""#),
        (["--title-font", "15,heavy"], #"error: --title-font: must be a size from 1 to 200, then optionally a weight (regular, medium, semibold, bold), got "15,heavy""#),
        (["--text-align", "justify"], #"error: --text-align: must be leading, center or trailing, got "justify""#),
        (["--separator-thickness", "50"], "error: --separator-thickness: must be between 0 and 20 points, got 50"),
    ])
    func badOptionsExit64NamingTheOption(arguments: [String], message: String) throws {
        let folder = TemporaryDirectory()
        let result = try CommandRunner.run(["menu", Self.sort] + arguments + ["-o", folder.path("m.png")])
        #expect(result.status == 64)
        #expect(result.stderr == message + "\n")
        #expect(!FileManager.default.fileExists(atPath: folder.path("m.png")))
    }
}

/// Issue 47: `popoverkit menu --pop-up` covers a pop-up button as `NSPopUpButton` does.
@Suite struct MenuPopUpCommandTests {
    static let sizes = MenuCommandTests.fixtures.appendingPathComponent("Menus/sizes.json").path

    @Test func theCheckedTitleSitsOnTheButtonsTitle() throws {
        let drawing = try MenuAppearanceCommandTests.json([Self.sizes, "--container", "480,320", "--anchor", "40,150,140,22", "--pointer", "--pop-up"])
        let popUp = try #require(drawing["popUp"] as? [String: Any])
        #expect(popUp["aligned"] as? Bool == true)
        #expect(popUp["item"] as? [Int] == [0, 2])   // "Large", the checked one
        let title = try #require(MenuCommandTests.rect(popUp["titleFrame"]))
        // The button's title starts the pointer menu's 12 pt inset in from its leading edge.
        #expect(abs(title.minX - 52) <= 0.5 && abs(title.midY - 161) <= 0.5)
        #expect(drawing["direction"] as? String == "none")
    }

    @Test func nearTheBottomItScrollsAndStaysOverTheButton() throws {
        let drawing = try MenuAppearanceCommandTests.json([Self.sizes, "--container", "480,200", "--anchor", "40,170,140,22", "--pointer", "--pop-up"])
        let popUp = try #require(drawing["popUp"] as? [String: Any])
        #expect(popUp["aligned"] as? Bool == true)
        let content = try #require(MenuCommandTests.rect(drawing["content"]))
        #expect(content.maxY <= 200 && content.minY >= 0)
        #expect(drawing["scrollable"] as? Bool == true)
    }

    @Test(arguments: [
        (["--pop-up"], "error: --pop-up: needs --container and --anchor (the button), got given alone"),
        (["--pop-up", "--horizontal", "--container", "400,300", "--anchor", "10,10,100,22"], "error: --pop-up: cannot be given with --horizontal (a pop-up menu is a list), got --horizontal"),
    ])
    func badPopUpsExit64(arguments: [String], message: String) throws {
        let folder = TemporaryDirectory()
        let result = try CommandRunner.run(["menu", Self.sizes] + arguments + ["-o", folder.path("m.png")])
        #expect(result.status == 64)
        #expect(result.stderr == message + "\n")
    }
}
