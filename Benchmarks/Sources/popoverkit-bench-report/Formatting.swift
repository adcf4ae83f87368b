import Foundation

/// A time with a unit a person reads at a glance.
func readable(nanoseconds: Double?) -> String {
    guard let nanoseconds else { return "n/a" }
    return switch nanoseconds {
    case ..<1_000: String(format: "%.0f ns", nanoseconds)
    case ..<1_000_000: String(format: "%.2f µs", nanoseconds / 1_000)
    default: String(format: "%.2f ms", nanoseconds / 1_000_000)
    }
}

/// An allocation count per operation, one decimal.
func readable(allocations: Double?) -> String {
    allocations.map { String(format: "%.1f", $0) } ?? "n/a"
}

/// "met" or "missed", for a target's verdict.
func verdict(_ met: Bool) -> String { met ? "met" : "missed" }

/// A Markdown table with right-aligned numeric columns, padded for reading in a terminal.
func markdownTable(headers: [String], rows: [[String]], rightAligned: Set<Int>) -> String {
    let widths = headers.indices.map { column in
        ([headers] + rows).map { $0[column].count }.max() ?? 0
    }
    func line(_ cells: [String]) -> String {
        let padded = cells.enumerated().map { column, cell in
            let padding = String(repeating: " ", count: widths[column] - cell.count)
            return rightAligned.contains(column) ? padding + cell : cell + padding
        }
        return "| " + padded.joined(separator: " | ") + " |"
    }
    let rule = "|" + widths.indices.map { column in
        String(repeating: "-", count: widths[column] + 1) + (rightAligned.contains(column) ? ":" : "-")
    }.joined(separator: "|") + "|"
    return ([line(headers), rule] + rows.map(line)).joined(separator: "\n")
}
