import Foundation
import PopoverCore
import PopoverMenu

/// What `popoverkit check` found: every style's ``ContrastCheck``s and, with a menu, the
/// menu's rows that read under 4.5:1 in each style (touch and pointer rows, as drawn and
/// with Increase Contrast), as a table or as JSON.
struct StyleContrastReport {
    struct MenuFinding {
        var style: String
        var increasedContrast: Bool
        var metrics: String
        var issue: MenuContrastIssue
    }

    let checks: [(style: String, check: ContrastCheck)]
    let menuFindings: [MenuFinding]

    init(styles: [PopoverStyle], textColor: DynamicColor?, menu: PopoverMenu?) {
        checks = styles.flatMap { style in style.contrastChecks(textColor: textColor).map { (style.name, $0) } }
        menuFindings = menu.map { menu in
            styles.flatMap { style in
                [false, true].flatMap { increased in
                    [("touch", MenuMetrics.touch), ("pointer", MenuMetrics.pointer)].flatMap { name, metrics in
                        menu.contrastIssues(style: increased ? style.increasingContrast() : style, metrics: metrics).map {
                            MenuFinding(style: style.name, increasedContrast: increased, metrics: name, issue: $0)
                        }
                    }
                }
            }
        } ?? []
    }

    /// Whether a required check failed, or a menu's text reads under 4.5:1.
    var fails: Bool { checks.contains { $0.check.fails } || !menuFindings.isEmpty }

    /// A ratio as WCAG tools show it: two decimals, cut (never rounded up to a pass).
    static func ratio(_ value: Double) -> String { String(format: "%.2f", (value * 100).rounded(.down) / 100) }

    /// One line a check, then the menu's findings, then the count.
    var table: String {
        func pad(_ text: String, _ width: Int) -> String { text.padding(toLength: max(width, text.count), withPad: " ", startingAt: 0) }
        let nameWidth = max(8, (checks.map(\.style.count).max() ?? 0) + 2)
        var lines = [pad("style", nameWidth) + "look   contrast  part  ratio  needs  result  where"]
        for (style, check) in checks {
            let result = check.passes ? "pass" : (check.isRequired ? "FAIL" : "low")
            lines.append(
                pad(style, nameWidth) + pad(check.appearance.rawValue, 7) + pad(check.increasedContrast ? "increased" : "standard", 10)
                    + pad(check.part.rawValue, 6) + pad(Self.ratio(check.ratio), 7) + pad(NumberText.format(CGFloat(check.minimum)), 7)
                    + pad(result, 8) + "\(check.place): \(check.foreground.hex) on \(check.background.hex)"
            )
        }
        for finding in menuFindings {
            let look = finding.increasedContrast ? "increased contrast, " : ""
            lines.append("FAIL menu in \(finding.style) (\(look)\(finding.metrics) rows), \(finding.issue.description)")
        }
        let failed = checks.filter { $0.check.fails }.count + menuFindings.count
        lines.append("\(checks.count) checks, \(failed) failed" + (menuFindings.isEmpty ? "" : " (\(menuFindings.count) in the menu)"))
        return lines.joined(separator: "\n") + "\n"
    }

    /// `{"checks": [...], "menuIssues": [...], "fails": Bool}`.
    func jsonData() throws -> Data {
        let checks: [[String: Any]] = self.checks.map { style, check in
            [
                "style": style, "appearance": check.appearance.rawValue, "increasedContrast": check.increasedContrast,
                "part": check.part.rawValue, "ratio": check.ratio, "minimum": check.minimum, "required": check.isRequired,
                "passes": check.passes, "place": check.place, "foreground": check.foreground.hex, "background": check.background.hex,
            ]
        }
        let menu: [[String: Any]] = menuFindings.map { finding in
            [
                "style": finding.style, "increasedContrast": finding.increasedContrast, "metrics": finding.metrics,
                "appearance": finding.issue.appearance.rawValue, "text": finding.issue.text.rawValue, "title": finding.issue.title,
                "ratio": finding.issue.ratio, "foreground": finding.issue.foreground.hex, "background": finding.issue.background.hex,
            ]
        }
        return try JSONSerialization.data(
            withJSONObject: ["checks": checks, "menuIssues": menu, "fails": fails] as [String: Any], options: [.prettyPrinted, .sortedKeys]
        )
    }
}
