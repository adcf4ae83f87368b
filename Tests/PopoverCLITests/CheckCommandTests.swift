import Foundation
import PopoverCore
import Testing

/// Issue 48: `popoverkit check` measures styles' contrast, prints the table or JSON, and
/// exits 1 when a required check fails, 64 on bad input.
@Suite struct CheckCommandTests {
    static func json(_ arguments: [String]) throws -> (status: Int32, object: [String: Any]) {
        let result = try CommandRunner.run(["check"] + arguments + ["--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stderr)")
        return (result.status, object)
    }

    @Test func everyBuiltInStylePasses() throws {
        let result = try CommandRunner.run(["check"])
        #expect(result.status == 0, "\(result.stdout)")
        let lines = result.stdout.split(separator: "\n")
        // A header, 8 checks for each of the 6 built-in styles, the count.
        #expect(lines.count == 1 + 48 + 1)
        #expect(lines.last == "48 checks, 0 failed")
        #expect(!result.stdout.contains("FAIL"))
        // Dark glass: white over the brightest backdrop through the frosting, 5.28:1 (cut, not rounded).
        #expect(lines.contains { $0.hasPrefix("glass") && $0.contains("dark   standard  text  5.28") && $0.contains("glass over white") })
    }

    @Test func theJSONGivesEachCheck() throws {
        let (status, object) = try Self.json(["glass", "tooltip"])
        #expect(status == 0)
        let checks = try #require(object["checks"] as? [[String: Any]])
        #expect(checks.count == 16 && object["fails"] as? Bool == false)
        let tooltip = try #require(checks.first { $0["style"] as? String == "tooltip" && $0["part"] as? String == "text" })
        #expect(tooltip["foreground"] as? String == "#FFFFFF" && tooltip["background"] as? String == "#1C1C1E")
        #expect(abs((tooltip["ratio"] as? Double ?? 0) - 17.01) < 0.01 && tooltip["minimum"] as? Double == 4.5)
    }

    @Test func unreadableTextFailsWithExitOne() throws {
        // Light grey text on the system popover's white: 1.6:1.
        let result = try CommandRunner.run(["check", "system", "--text-color", "#C8C8C8"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("system  light  standard  text  1.6") && result.stdout.contains("FAIL"))
        #expect(result.stdout.hasSuffix("8 checks, 2 failed\n"))  // light, as drawn and with Increase Contrast
        #expect(result.stderr.isEmpty)
    }

    @Test func aMenuIsCheckedInEachStyle() throws {
        let (status, object) = try Self.json(["system", "--menu", MenuCommandTests.sort])
        let issues = try #require(object["menuIssues"] as? [[String: Any]])
        // Apple's red on touch's highlight wash (2.70:1): the menu fails where the style passes.
        #expect(status == 1 && !issues.isEmpty)
        #expect(issues.contains { $0["text"] as? String == "destructiveTitle" && $0["metrics"] as? String == "touch" })
    }

    @Test func badInputNamesTheFieldAndExits64() throws {
        let badColor = try CommandRunner.run(["check", "--text-color", "grey"])
        #expect(badColor.status == 64 && badColor.stderr.contains("--text-color") && badColor.stdout.isEmpty)
        let badStyle = try CommandRunner.run(["check", "sepia"])
        #expect(badStyle.status == 64 && badStyle.stderr.contains("<style>"))
        let missingMenu = try CommandRunner.run(["check", "--menu", "/nonexistent/menu.json"])
        #expect(missingMenu.status == 64 && missingMenu.stderr.contains("--menu"))
    }
}
