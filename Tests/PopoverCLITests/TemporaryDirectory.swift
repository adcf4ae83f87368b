import Foundation

/// A fresh folder for one test's files, removed when the test's suite instance goes away.
final class TemporaryDirectory {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("popoverkit-cli-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// The path of a file in the folder.
    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// The folder's files, sorted.
    var files: [String] { (try? FileManager.default.contentsOfDirectory(atPath: url.path).sorted()) ?? [] }
}
