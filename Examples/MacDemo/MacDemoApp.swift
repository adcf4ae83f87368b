import AppKit
import PopoverKit
import SwiftUI

/// The Mac demo: an AppKit window of panels (each behaviour, the styles, a text field
/// that takes the keyboard, a timed tip from the book's rules) and a SwiftUI window with
/// the same `arrowPopover` and `arrowTip` modifiers as on iOS. The device checklist's Mac
/// section walks it.
@main
struct MacDemoApp: App {
    var body: some Scene {
        WindowGroup("AppKit panels") {
            PanelsScreen()
                .frame(minWidth: 520, minHeight: 360)
        }
        WindowGroup("SwiftUI") {
            MacSwiftUIDemoView()
                .frame(minWidth: 420, minHeight: 320)
        }
    }
}

/// The AppKit screen inside the SwiftUI app.
struct PanelsScreen: NSViewControllerRepresentable {
    func makeNSViewController(context: Context) -> PanelsViewController { PanelsViewController() }

    func updateNSViewController(_ controller: PanelsViewController, context: Context) {}
}
