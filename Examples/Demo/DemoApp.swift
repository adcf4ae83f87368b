import PopoverKit
import SwiftUI
import UIKit

/// The demo app: a UIKit screen and a SwiftUI screen of popovers.
@main
struct DemoApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                GridScreen()
                    .ignoresSafeArea()
                    .tabItem { Label("UIKit", systemImage: "square.grid.3x3") }
                SwiftUIDemoView()
                    .tabItem { Label("SwiftUI", systemImage: "swift") }
                FrontDoorScreen()
                    .ignoresSafeArea()
                    .tabItem { Label("Front door", systemImage: "door.left.hand.open") }
                AttachedMenusScreen()
                    .ignoresSafeArea()
                    .tabItem { Label("Menus", systemImage: "filemenu.and.selection") }
            }
        }
    }
}

/// The UIKit grid inside the SwiftUI app.
struct GridScreen: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UINavigationController {
        UINavigationController(rootViewController: GridViewController())
    }

    func updateUIViewController(_ controller: UINavigationController, context: Context) {}
}

/// The front door's UIKit screen, with its SwiftUI line at the bottom.
struct FrontDoorScreen: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UINavigationController {
        UINavigationController(rootViewController: FrontDoorViewController())
    }

    func updateUIViewController(_ controller: UINavigationController, context: Context) {}
}
