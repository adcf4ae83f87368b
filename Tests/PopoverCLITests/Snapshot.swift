import Foundation
import Testing

/// Compares a command's whole text output with a reference file committed beside the tests,
/// as swift-snapshot-testing does for text: `__Snapshots__/<TestFile>/<name>.txt`, next to
/// the test's source file.
///
/// ```swift
/// let result = try CommandRunner.run(["styles"])
/// assertSnapshot(of: result.stdout, named: "styles")
/// ```
///
/// With `POPOVERKIT_RECORD_SNAPSHOTS=1` in the environment the reference file is written
/// instead, and the test fails: review the new file (`git diff`) and commit it.
///
///     POPOVERKIT_RECORD_SNAPSHOTS=1 swift test --skip-build --filter PopoverCLITests
///
/// The text must be the same on every machine: run commands in a known folder with relative
/// paths (``CommandRunner/run(_:in:environment:)``), and help with a fixed `COLUMNS`.
func assertSnapshot(
    of text: String, named name: String, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
    let source = URL(fileURLWithPath: filePath)
    let folder = source.deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")
        .appendingPathComponent(source.deletingPathExtension().lastPathComponent)
    let file = folder.appendingPathComponent("\(name).txt")
    let shown = "__Snapshots__/\(folder.lastPathComponent)/\(name).txt"

    if ProcessInfo.processInfo.environment["POPOVERKIT_RECORD_SNAPSHOTS"] == "1" {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file, options: .atomic)
            Issue.record("recorded \(shown): review it, commit it, and run the tests again without POPOVERKIT_RECORD_SNAPSHOTS", sourceLocation: sourceLocation)
        } catch {
            Issue.record("could not record \(shown): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    guard let data = FileManager.default.contents(atPath: file.path) else {
        Issue.record("no reference file \(shown): run the tests with POPOVERKIT_RECORD_SNAPSHOTS=1 to record it, then review and commit it",
                     sourceLocation: sourceLocation)
        return
    }
    let reference = String(decoding: data, as: UTF8.self)
    guard reference != text else { return }
    let difference = SnapshotDifference(reference: reference, actual: text)
    Issue.record(
        "output differs from \(shown):\n\(difference)\nIf the new output is right, record it with POPOVERKIT_RECORD_SNAPSHOTS=1, review and commit it.",
        sourceLocation: sourceLocation
    )
}

/// The lines where a reference and an output part, for a failure message: `-` the
/// reference's, `+` the output's, between the lines they share at the start and the end.
struct SnapshotDifference: CustomStringConvertible {
    var reference: String
    var actual: String

    /// At most this many lines of each side are shown.
    static let shownLines = 8

    var description: String {
        let old = reference.components(separatedBy: "\n"), new = actual.components(separatedBy: "\n")
        let shorter = min(old.count, new.count)
        let first = zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? shorter
        let last = zip(old.reversed(), new.reversed()).prefix(shorter - first).prefix { $0 == $1 }.count
        let removed = old[first..<(old.count - last)].prefix(Self.shownLines).map { "-" + $0 }
        let added = new[first..<(new.count - last)].prefix(Self.shownLines).map { "+" + $0 }
        return (["@@ line \(first + 1) @@"] + removed + added).joined(separator: "\n")
    }
}
