import Foundation
import Testing
@testable import PopoverCore

/// The tree decisions the UIKit layer hands to the core: which controller hosts SwiftUI
/// content, which element VoiceOver focuses, which popover Escape closes.
@Suite struct HierarchyTests {
    /// A view controller as UIKit arranges them: a presented controller, children, and
    /// whether the anchor view is inside its view.
    final class Controller {
        let name: String
        var presented: Controller?
        var children: [Controller] = []
        var showsOneChild = false
        var holdsAnchor = false
        init(_ name: String) { self.name = name }
    }

    func host(from root: Controller) -> String? {
        HostChoice.host(
            root: root, presented: \.presented, holdsAnchor: \.holdsAnchor,
            showsOneChild: \.showsOneChild, children: \.children
        )?.name
    }

    @Test func anAnchorInASheetIsHostedByTheSheetNotTheRoot() {
        // A root presents a sheet that presents an alert; the anchor is in the sheet.
        let root = Controller("root"), sheet = Controller("sheet"), alert = Controller("alert")
        root.presented = sheet
        sheet.presented = alert
        sheet.holdsAnchor = true
        #expect(host(from: root) == "sheet")
        // The same anchor seen through the root too (a root's view holds nothing of a
        // sheet's in UIKit, but the top-most holder wins either way).
        root.holdsAnchor = true
        #expect(host(from: root) == "sheet")
    }

    @Test func insideNavigationAndTabsTheVisibleChildHosts() {
        // Tab bar → [navigation → [list, detail], settings]; the anchor is in detail.
        let tabs = Controller("tabs"), navigation = Controller("navigation"), list = Controller("list")
        let detail = Controller("detail"), settings = Controller("settings")
        tabs.showsOneChild = true
        navigation.showsOneChild = true
        tabs.children = [navigation, settings]
        navigation.children = [list, detail]
        for holder in [tabs, navigation, detail] { holder.holdsAnchor = true }
        #expect(host(from: tabs) == "detail")
        // A plain container controller keeps its children: it hosts itself.
        navigation.showsOneChild = false
        #expect(host(from: tabs) == "navigation")
    }

    @Test func anAnchorInABarNeverMakesTheContentAChildOfTheBarsController() {
        // Tab bar → navigation → [list, detail]; the anchor is a title view in the
        // navigation bar: the navigation controller's view holds it, none of its children's.
        let tabs = Controller("tabs"), navigation = Controller("navigation")
        let list = Controller("list"), detail = Controller("detail")
        tabs.showsOneChild = true
        navigation.showsOneChild = true
        tabs.children = [navigation]
        navigation.children = [list, detail]
        tabs.holdsAnchor = true
        navigation.holdsAnchor = true
        func hosting() -> (container: String, parent: String?)? {
            HostChoice.hosting(
                root: tabs, presented: \.presented, holdsAnchor: \.holdsAnchor,
                showsOneChild: \.showsOneChild, children: \.children
            ).map { ($0.container.name, $0.parent?.name) }
        }
        // The popover goes in the navigation controller's view (it holds the bar), but the
        // content is nobody's child: a navigation controller's children are its stack.
        #expect(hosting()?.container == "navigation")
        #expect(hosting()?.parent == nil)
        // In the detail screen's own view, the detail controller hosts and adopts it.
        detail.holdsAnchor = true
        #expect(hosting()?.container == "detail")
        #expect(hosting()?.parent == "detail")
        // A tab bar item's anchor: the tab bar controller holds it, and adopts nothing.
        navigation.holdsAnchor = false
        detail.holdsAnchor = false
        #expect(hosting()?.container == "tabs")
        #expect(hosting()?.parent == nil)
        // Whatever the tree, the parent is the container or nothing, never a one-child controller.
        tabs.holdsAnchor = false
        #expect(hosting()?.container == nil)
    }

    @Test func noControllerHoldingTheAnchorHostsNothing() {
        let root = Controller("root")
        root.presented = Controller("sheet")
        #expect(host(from: root) == nil)
    }

    @Test func voiceOverFocusesTheFirstReadableElementSkippingHiddenOnes() {
        // content → [hidden label, stack → [decoration (no element), button]]
        let tree: [String: AccessibilityNode<String>] = [
            "content": .container(["hidden label", "stack"]), "hidden label": .hidden,
            "stack": .container(["decoration", "button"]), "decoration": .container([]), "button": .element,
        ]
        #expect(AccessibilityReadingOrder.firstElement(from: "content") { tree[$0]! } == "button")
        #expect(AccessibilityReadingOrder.firstElement(from: "decoration") { tree[$0]! } == nil)
        #expect(AccessibilityReadingOrder.firstElement(from: "button") { tree[$0]! } == "button")
    }

    @Test func whatANodeSaysOfItselfIsReadInVoiceOversOrder() {
        func kind(_ node: AccessibilityNode<Int>) -> String {
            switch node { case .element: "element"; case .hidden: "hidden"; case let .container(c): "\(c)" }
        }
        // Hidden wins over everything, even an element; an element over its children.
        func element(_ index: Int) -> Int? { index == 1 ? nil : 20 + index }   // the container counts 3 but lends only two
        #expect(kind(.describing(hidden: true, isElement: true, listed: [1], count: 3, element: element, subviews: [3])) == "hidden")
        #expect(kind(.describing(hidden: false, isElement: true, listed: [1], count: 3, element: element, subviews: [3])) == "element")
        // Listed elements, else counted ones (those it gives), else the subviews; an empty list is no list.
        #expect(kind(.describing(hidden: false, isElement: false, listed: [1], count: 3, element: element, subviews: [3])) == "[1]")
        #expect(kind(.describing(hidden: false, isElement: false, listed: [], count: 3, element: element, subviews: [3])) == "[20, 22]")
        // No count, UIKit's NSNotFound, or a hostile negative one: the subviews.
        for count in [0, NSNotFound, -5, Int.min] {
            #expect(kind(.describing(hidden: false, isElement: false, listed: nil, count: count, element: element, subviews: [3])) == "[3]")
        }
        // A count of billions is read no further than 10,000 elements.
        guard case let .container(read) = AccessibilityNode<Int>.describing(
            hidden: false, isElement: false, listed: nil, count: Int.max - 1, element: { $0 }, subviews: []) else { Issue.record("not a container"); return }
        #expect(read.count == 10_000)
    }

    @Test func escapeClosesTheFrontmostPopover() {
        // window → [root view → [popover A], popover B, dimming → [popover C]]: C is in front.
        let children = ["window": ["root", "B", "dimming"], "root": ["A"], "dimming": ["C"]]
        let popovers: Set = ["A", "B", "C"]
        func frontmost(_ shown: Set<String>) -> String? {
            FrontmostNode.find(in: "window", children: { children[$0] ?? [] }, where: { popovers.contains($0) && shown.contains($0) })
        }
        #expect(frontmost(popovers) == "C")
        #expect(frontmost(["A", "B"]) == "B")
        #expect(frontmost(["A"]) == "A")
        #expect(frontmost([]) == nil)
        // A popover shown inside another's content lies in front of it.
        let nested = ["window": ["outer"], "outer": ["content"], "content": ["inner"]]
        #expect(FrontmostNode.find(in: "window", children: { nested[$0] ?? [] }, where: { $0 == "outer" || $0 == "inner" }) == "inner")
    }
}
