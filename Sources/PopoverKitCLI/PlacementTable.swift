import PopoverCore

/// A placement, and the options that steered it, as a two-column table for people.
struct PlacementTable {
    let placement: Placement
    let options: PlacementOptions

    var text: String {
        let p = placement
        let rows: [(String, String)] = [
            ("direction", p.direction.name + (p.direction == .unknown ? "" : " (popover \(side))")),
            ("frame", NumberText.format(p.frame)),
            ("body", NumberText.format(p.body)),
            ("content", NumberText.format(p.content)),
            ("arrow tip", p.arrowTip.map(NumberText.format) ?? "-"),
            ("arrow offset", NumberText.format(p.arrowOffset)),
            ("anchor", NumberText.format(p.anchor)),
            ("content shrunk", yesNo(p.contentShrunk)),
            ("arrow clamped away from anchor", yesNo(p.arrowClampedAwayFromAnchor)),
            ("overlaps anchor", yesNo(p.overlapsAnchor)),
            ("alignment", options.alignment.description),
            ("gap", NumberText.format(options.gap)),
            ("attachment point", options.attachmentPoint.map { "\(NumberText.format($0.x)),\(NumberText.format($0.y))" } ?? "middle of the near edge"),
            ("alignment adjusted", yesNo(p.alignmentAdjusted)),
        ]
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { name, value in
            name + String(repeating: " ", count: width - name.count + 2) + value + "\n"
        }.joined()
    }

    private var side: String {
        switch placement.direction {
        case .up: "below the anchor"
        case .down: "above the anchor"
        case .left: "right of the anchor"
        case .right: "left of the anchor"
        case .unknown: ""
        }
    }

    private func yesNo(_ flag: Bool) -> String { flag ? "yes" : "no" }
}
