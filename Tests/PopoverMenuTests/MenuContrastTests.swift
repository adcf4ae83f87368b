import Foundation
import PopoverCore
import PopoverMenu
import Testing

/// Issue 47: text that does not read on its row (below WCAG's 4.5:1) is reported.
@Suite struct MenuContrastTests {
    @Test func wcagsRatiosForKnownPairs() throws {
        #expect(abs(RGBAColor.black.contrastRatio(with: .white) - 21) < 1e-9)
        #expect(RGBAColor.white.contrastRatio(with: .white) == 1)
        // WCAG's own example of the least grey on white that passes AA: #767676, 4.54:1.
        #expect(abs(try RGBAColor(hex: "#767676").contrastRatio(with: .white) - 4.54) < 0.01)
        #expect(try RGBAColor(hex: "#777777").contrastRatio(with: .white) < 4.5)
        #expect(RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5).composited(over: .white).hex == "#808080")
    }

    @Test func aPlainMenuInTheSystemStyleReadsInBothAppearances() {
        let menu = PopoverMenu(sections: [
            MenuSection(header: "Sort", items: [MenuItem(title: "Name", subtitle: "A to Z", state: .on), MenuItem(title: "Date")]),
        ])
        #expect(menu.contrastIssues(style: .system, metrics: .touch) == [])
    }

    @Test func whiteOnTheMacsAccentHighlightIsBelowAA() {
        // NSMenu's look: white text on the accent blue, 4.02:1 (#007AFF) and 3.65:1 (#0A84FF).
        let issues = PopoverMenu(items: [MenuItem(title: "Copy")]).contrastIssues(style: .system, metrics: .pointer)
        #expect(issues.map(\.description) == [
            #"light: highlighted title of "Copy" #FFFFFF on #007AFF is 4.02:1, under 4.5:1"#,
            #"dark: title of "Copy" #FFFFFF on #0A84FF is 3.65:1, under 4.5:1"#,
        ])
    }

    @Test func lightGreyTextOnWhiteIsReportedOnceForAThousandItems() throws {
        var menu = PopoverMenu(items: (0..<1_000).map { MenuItem(title: "Item \($0)") })
        menu.appearance.textColor = DynamicColor(light: try RGBAColor(hex: "#AAAAAA"), dark: .white)
        let issues = menu.contrastIssues(style: .system, metrics: .touch)
        #expect(issues.count == 1)
        let issue = try #require(issues.first)
        #expect(issue.appearance == .light && issue.text == .title && issue.title == "Item 0")
        #expect(issue.ratio < 4.5 && abs(issue.ratio - issue.foreground.contrastRatio(with: issue.background)) < 1e-9)
        #expect(issue.description.hasPrefix("light: title of \"Item 0\" #AAAAAA on "))
    }

    @Test func disabledItemsAreNotChecked() throws {
        var menu = PopoverMenu(items: [MenuItem(title: "Off", isDisabled: true)])
        menu.appearance.textColor = DynamicColor(.white)
        #expect(menu.contrastIssues(style: .system, metrics: .touch).filter { $0.appearance == .light } == [])
    }

    @Test func theSystemRedOnALightMenuIsBelowAA() throws {
        // Apple's system red (#FF3B30) on white is 3.55:1, and 2.70:1 on touch's highlight
        // wash (#E0E0E0): the system look, reported once, at its worst.
        let menu = PopoverMenu(items: [MenuItem(title: "Delete", role: .destructive)])
        let issues = menu.contrastIssues(style: .system, metrics: .touch).filter { $0.appearance == .light }
        #expect(issues.map(\.text) == [.destructiveTitle])
        #expect(abs((issues.first?.ratio ?? 0) - 2.70) < 0.01)
        #expect(issues.first?.background.hex == "#E0E0E0")
    }

    @Test func aGradientIsJudgedByTheStopThatReadsWorst() throws {
        let stops = [GradientStop(location: 0, color: DynamicColor(.white)), GradientStop(location: 1, color: DynamicColor(try RGBAColor(hex: "#222222")))]
        var style = PopoverStyle.system
        style.fill = .linearGradient(PopoverLinearGradient(stops: stops))
        var menu = PopoverMenu(items: [MenuItem(title: "Copy")])
        menu.appearance.textColor = DynamicColor(.black)
        let issue = try #require(menu.contrastIssues(style: style, metrics: .touch).first { $0.text == .title })
        // Black reads worst on the dark stop (with the wash over it), not on the white one.
        #expect(issue.ratio <= RGBAColor.black.contrastRatio(with: try RGBAColor(hex: "#222222")))
        #expect(issue.background.hex == "#1E1E1E")
    }
}
