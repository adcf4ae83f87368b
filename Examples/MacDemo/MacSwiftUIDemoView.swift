import PopoverKit
import SwiftUI

/// The SwiftUI modifiers on the Mac, with the parameters they take on iOS.
struct MacSwiftUIDemoView: View {
    @State private var showInfo = false
    @State private var showTip = false
    @State private var showAbove = false
    @State private var showMenu = false
    @State private var showGrid = true
    @StateObject private var book = TipBook()

    var body: some View {
        VStack(spacing: 16) {
            Button("Info") { showInfo.toggle() }
                .arrowHelp("Shows information")
                .arrowPopover(isPresented: $showInfo, style: .system, arrowEdge: .bottom) {
                    Text("A SwiftUI popover in a PopoverPanel").padding()
                }
            Button("Tip") { showTip = true }
                .arrowTip(isPresented: $showTip, TipContent(title: "Tips", message: "The same tip as on iOS, at the Mac's sizes."),
                          style: .tooltip, arrowEdge: .trailing, dismissAfter: 6)
            Button("Above, stays up") { showAbove.toggle() }
                .arrowPopover(isPresented: $showAbove, style: .noir, arrowEdge: .top, outsideTap: .passThrough) {
                    VStack {
                        Text("Escape closes me")
                        Button("Close") { showAbove = false }
                    }
                    .padding()
                }
            Button("Menu") { showMenu = true }
                .arrowMenu(isPresented: $showMenu, arrowEdge: .bottom) {
                    MenuButton("Copy", image: .systemName("doc.on.doc"), shortcut: MenuKeyboardShortcut(key: "c", modifiers: [.command])) {
                        print("copy")
                    }
                    MenuToggle("Show Grid", isOn: $showGrid)
                    MenuDivider()
                    Submenu("Share") {
                        MenuButton("Mail") { print("mail") }
                        MenuButton("Messages") { print("messages") }
                    }
                }
            ArrowMenu {
                MenuButton("Name") { print("by name") }
                MenuButton("Date") { print("by date") }
            } label: {
                Text("Sort")
            }
            ArrowMenu {
                MenuButton("Reply All") { print("reply all") }
            } label: {
                Text("Reply")
            } primaryAction: {
                print("reply")
            }
            Text("Rules")
                .arrowTip("mac-swiftui-rules", TipContent(message: "Shown once, kept in UserDefaults."),
                          rules: TipRules(maximumDisplayCount: 1), book: book)
        }
        .padding(40)
    }
}
