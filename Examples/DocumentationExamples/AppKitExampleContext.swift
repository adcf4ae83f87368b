#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import PopoverKit

/// The names that the documentation's AppKit examples take as given: each example
/// (AppKitExamples.swift, made by scripts/extract-examples) is a method of this view
/// controller, so `view` is the controller's own. The macOS type-check compiles them;
/// nothing runs them.
final class AppKitDocumentationExamples: NSViewController {
    let button = NSButton(title: "Info", target: nil, action: nil)
    let shareButton = NSButton(title: "Share", target: nil, action: nil)
    let closeButton = NSButton(title: "Close", target: nil, action: nil)
    let label = NSTextField(labelWithString: "Saved")
    let panel = PopoverPanel(contentSize: CGSize(width: 240, height: 120), style: .system)
    let tableView = NSTableView()
    let shareItem = NSToolbarItem(itemIdentifier: NSToolbarItem.Identifier("share"))
}

/// A view controller of the app's own, as the examples name it.
final class SettingsViewController: NSViewController {}
#endif
