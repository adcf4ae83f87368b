/// Pixels of a mask that its caller never reads (what is painted over next), which the
/// code writing the mask may skip: columns and rows counted from the mask's top-left.
struct LeftOutPixels {
    var columns: Range<Int>
    var rows: Range<Int>

    /// No pixel left out.
    static let none = LeftOutPixels(columns: 0..<0, rows: 0..<0)

    /// The parts of `run` (columns of row `y`) still to write: those before the columns
    /// left out and those after them; all of `run` on a row not left out.
    func written(_ run: Range<Int>, row y: Int) -> (before: Range<Int>, after: Range<Int>) {
        guard rows.contains(y) else { return (run, run.upperBound..<run.upperBound) }
        let skipped = columns.clamped(to: run)
        return (run.lowerBound..<skipped.lowerBound, skipped.upperBound..<run.upperBound)
    }
}
