// The PopoverKit side of Sources/PopoverKit/PopoverKit.docc/MigratingFromTipKit.md.
// Each `// guide:` region is shown there verbatim (scripts/check-migration-guides checks
// it); the iOS type-check compiles this folder as an app would, with plain imports
// (TipKit only for the bridge, which keeps TipKit's rules, from the iOS 17 SDK on).
#if canImport(UIKit)
import PopoverKit
import SwiftUI
import UIKit

// guide: content
/// What `FavoriteBackyardTip` said, and its rules: `MaxDisplayCount(3)`, and
/// `#Rule(Self.didViewBackyard) { $0.donations.count >= 2 }`.
enum FavoriteBackyardTip {
    static let id = "favoriteBackyard"
    static let content = TipContent(
        title: "Save as a Favorite",
        message: "Your favorite backyards always appear at the top of the list.",
        systemImage: "star",
        actions: [TipAction(id: "learnMore", title: "Learn more")]
    )
    static let rules = TipRules(maximumDisplayCount: 3, requiredEvents: ["backyardViewed": 2])
}
// guide: end

/// A screen of the app's that used TipKit from UIKit.
final class TipKitGuide: UIViewController {
    let favoriteButton = UIButton(type: .system)
    func openHelp() {}

    // guide: show
    let book = TipBook()   // Tips.configure(): the tips' records, in UserDefaults

    func showFavoriteTip() {
        book.show(FavoriteBackyardTip.id, FavoriteBackyardTip.content, rules: FavoriteBackyardTip.rules,
                  from: favoriteButton, in: view) { [weak self] action in
            if action.id == "learnMore" { self?.openHelp() }
        }
    }

    func backyardViewed() {
        book.recordEvent("backyardViewed")   // await FavoriteBackyardTip.didViewBackyard.donate()
    }
    // guide: end

    // guide: invalidate
    /// `tip.invalidate(reason: .actionPerformed)` when the user found the feature alone.
    func userSavedAFavorite() {
        book.invalidate(FavoriteBackyardTip.id, reason: .app)
    }

    /// `Tips.resetDatastore()`; `book.reset(id)` forgets one tip.
    func showTipsAgain() {
        book.resetAll()
    }
    // guide: end

    // guide: timer
    /// A tip that goes by itself after 5 s on screen, as `TipBook` shows it.
    func showBriefly() {
        book.show(FavoriteBackyardTip.id, FavoriteBackyardTip.content, rules: FavoriteBackyardTip.rules,
                  dismissAfter: 5, from: favoriteButton, in: view)
    }
    // guide: end
}

// guide: swiftui
struct FavoriteButton: View {
    @State private var showsTip = true

    var body: some View {
        Image(systemName: "star")
            // `.popoverTip(tip, arrowEdge: .top)`: TipKit's `.top` is the edge of the tip
            // that holds the arrow, so the tip is below the star. SwiftUI's words name
            // the star's edge instead: `.bottom`.
            .arrowPopover(isPresented: $showsTip, style: .tooltip, arrowEdge: .bottom) {
                ArrowTipView(tip: FavoriteBackyardTip.content, style: .tooltip) { _ in showsTip = false }
            }
    }
}
// guide: end
#endif

#if canImport(UIKit) && canImport(TipKit)
import TipKit

// guide: bridge
@available(iOS 17.0, *)
struct FavoriteLandmarkTip: Tip {
    var title: Text { Text("Save as a Favorite") }
    var options: [any Option] { MaxDisplayCount(3) }
}

@available(iOS 17.0, *)
final class LandmarkViewController: UIViewController {
    let favoriteButton = UIButton(type: .system)
    private var bridge: TipKitBridge<FavoriteLandmarkTip>?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // TipKit still decides when (its rules, events and display frequency);
        // PopoverKit draws the tip.
        let bridge = TipKitBridge(tip: FavoriteLandmarkTip(), content: FavoriteBackyardTip.content)
        bridge.start(from: favoriteButton, in: view)
        self.bridge = bridge
    }
}
// guide: end
#endif
