/// The version `popoverkit --version` prints: the newest released entry of CHANGELOG.md.
enum Version {
    static let current = "0.1.0"
}
