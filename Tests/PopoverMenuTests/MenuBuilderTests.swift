import Foundation
import PopoverCore
import PopoverMenu
import Testing

/// ``ActionMenu`` and ``MenuBuilder``: the sections, items and paths a block makes, and
/// which closure each path runs.
@MainActor
@Suite("Menu builder")
struct MenuBuilderTests {
    /// Records which actions ran, in order.
    final class Log {
        var entries: [String] = []
    }

    private func path(_ steps: (Int, Int)...) -> MenuItemPath {
        MenuItemPath(steps.map { MenuItemIndex(section: $0.0, item: $0.1) })
    }

    @Test func buttonsGatherIntoOneSectionAndRunTheirOwnClosures() {
        let log = Log()
        let built = ActionMenu {
            MenuButton("Copy", id: "copy", subtitle: "To the clipboard", image: .systemName("doc.on.doc"), shortcut: MenuKeyboardShortcut(key: "c")) {
                log.entries.append("copy")
            }
            MenuButton("Paste", isDisabled: true) { log.entries.append("paste") }
            MenuButton("Delete", role: .destructive) { log.entries.append("delete") }
        }
        #expect(built.menu.sections.count == 1)
        #expect(built.menu.sections[0].header == nil)
        let items = built.menu.sections[0].items
        #expect(items.map(\.title) == ["Copy", "Paste", "Delete"])
        #expect(items[0].id == "copy")
        #expect(items[0].subtitle == "To the clipboard")
        #expect(items[0].image == .systemName("doc.on.doc"))
        #expect(items[0].keyboardShortcut?.displayText == "⌘C")
        #expect(items[1].isDisabled)
        #expect(items[2].role == .destructive)
        #expect(built.perform(path((0, 2))))
        #expect(built.perform(path((0, 0))))
        #expect(log.entries == ["delete", "copy"])
    }

    @Test func dividersAndGroupsMakeSectionsAndEmptyOnesAreLeftOut() {
        let log = Log()
        let built = ActionMenu {
            MenuDivider()
            MenuButton("Undo") { log.entries.append("undo") }
            MenuDivider()
            MenuDivider()
            MenuGroup("Sort by") {
                MenuButton("Name") { log.entries.append("name") }
                MenuButton("Date") { log.entries.append("date") }
                MenuDivider()
                MenuButton("Reverse") { log.entries.append("reverse") }
            }
            MenuGroup {}
            MenuButton("Delete", role: .destructive) { log.entries.append("delete") }
        }
        #expect(built.menu.sections.map(\.header) == [nil, "Sort by", nil, nil])
        #expect(built.menu.sections.map { $0.items.map(\.title) } == [["Undo"], ["Name", "Date"], ["Reverse"], ["Delete"]])
        #expect(built.actions.count == 5)
        built.perform(path((1, 1)))
        built.perform(path((2, 0)))
        built.perform(path((3, 0)))
        built.perform(path((0, 0)))
        #expect(log.entries == ["date", "reverse", "delete", "undo"])
    }

    @Test func aGroupWithOnlyAHeaderIsKept() {
        let built = ActionMenu { MenuGroup("Nothing yet") {} }
        #expect(built.menu.sections == [MenuSection(header: "Nothing yet", items: [])])
    }

    @Test func submenusNestTheirItemsAndActionsUnderTheirItemsPath() throws {
        let log = Log()
        let built = ActionMenu {
            MenuButton("Copy") { log.entries.append("copy") }
            MenuDivider()
            Submenu("Share", image: .systemName("square.and.arrow.up")) {
                MenuButton("Mail") { log.entries.append("mail") }
                Submenu("More") {
                    MenuGroup("Social") { MenuButton("Post") { log.entries.append("post") } }
                }
            }
        }
        let share = try #require(built.menu[path((1, 0))])
        #expect(share.hasSubmenu)
        #expect(share.image == .systemName("square.and.arrow.up"))
        #expect(built.menu[path((1, 0), (0, 1))]?.title == "More")
        #expect(built.menu[path((1, 0), (0, 1), (0, 0))]?.title == "Post")
        #expect(built.menu[path((1, 0), (0, 1))]?.children?.sections[0].header == "Social")
        // The item that opens a submenu runs nothing itself.
        #expect(!built.perform(path((1, 0))))
        #expect(!built.perform(path((1, 0), (0, 1))))
        #expect(Set(built.actions.keys) == [path((0, 0)), path((1, 0), (0, 0)), path((1, 0), (0, 1), (0, 0))])
        #expect(built.perform(path((1, 0), (0, 1), (0, 0))))
        #expect(built.perform(path((1, 0), (0, 0))))
        #expect(log.entries == ["post", "mail"])
        try built.menu.validate()
    }

    @Test func togglesShowTheirStateAndChoosingSetsTheOpposite() {
        var bold = true
        var italic = false
        let built = ActionMenu {
            MenuToggle("Bold", isOn: { bold }, set: { bold = $0 })
            MenuToggle("Italic", image: .systemName("italic"), isOn: { italic }, set: { italic = $0 })
        }
        #expect(built.menu.sections[0].items.map(\.state) == [.on, .off])
        built.perform(path((0, 0)))
        built.perform(path((0, 1)))
        #expect(bold == false)
        #expect(italic == true)
        // Built again, the menu shows the new states.
        let again = ActionMenu {
            MenuToggle("Bold", isOn: { bold }, set: { bold = $0 })
            MenuToggle("Italic", isOn: { italic }, set: { italic = $0 })
        }
        #expect(again.menu.sections[0].items.map(\.state) == [.off, .on])
    }

    @Test func controlFlowBuildsWhatItSays() {
        let log = Log()
        let names = ["Name", "Date", "Size"]
        func build(canPaste: Bool, sort: Int?) -> ActionMenu {
            ActionMenu {
                if canPaste {
                    MenuButton("Paste") { log.entries.append("paste") }
                } else {
                    MenuButton("Nothing to Paste", isDisabled: true) {}
                }
                if let sort {
                    MenuGroup("Sort by") {
                        for (i, name) in names.enumerated() {
                            MenuToggle(name, isOn: { i == sort }, set: { _ in log.entries.append(name) })
                        }
                    }
                }
                if #available(macOS 13, iOS 15, *) {
                    MenuButton("Help") { log.entries.append("help") }
                }
            }
        }
        let withSort = build(canPaste: true, sort: 1)
        #expect(withSort.menu.sections.map { $0.items.map(\.title) } == [["Paste"], ["Name", "Date", "Size"], ["Help"]])
        #expect(withSort.menu.sections[1].items.map(\.state) == [.off, .on, .off])
        withSort.perform(path((1, 2)))
        withSort.perform(path((2, 0)))
        #expect(log.entries == ["Size", "help"])
        let without = build(canPaste: false, sort: nil)
        #expect(without.menu.sections.map { $0.items.map(\.title) } == [["Nothing to Paste", "Help"]])
        #expect(without.menu.sections[0].items[0].isDisabled)
    }

    @Test func aBuiltMenuNavigatesAndChoosesTheRightAction() {
        let log = Log()
        let built = ActionMenu {
            MenuButton("Cut", isDisabled: true) { log.entries.append("cut") }
            MenuButton("Copy") { log.entries.append("copy") }
            Submenu("More") { MenuButton("Duplicate") { log.entries.append("duplicate") } }
        }
        var navigation = MenuNavigation(built.menu)
        #expect(navigation.handle(.key(.down, at: 0)) == nil)
        #expect(navigation.handle(.key(.down, at: 0.1)) == nil)
        #expect(navigation.handle(.key(.right, at: 0.2)) == .openSubmenu(path((0, 2))))
        guard case let .choose(chosen)? = navigation.handle(.key(.return, at: 0.3)) else {
            Issue.record("Return should choose the submenu's first item")
            return
        }
        #expect(chosen == path((0, 2), (0, 0)))
        built.perform(chosen)
        #expect(log.entries == ["duplicate"])
        // The layout sees the sections the builder made.
        let layout = MenuLayout(built.menu, measure: FixedPitch())
        #expect(layout.rows.map(\.kind) == [.item, .item, .item])
        #expect(layout.rows[2].accessoryFrame != nil)
    }

    @Test func aMenuFromElsewhereTakesItsActionsByPath() {
        let log = Log()
        let menu = PopoverMenu(items: [MenuItem(title: "Copy"), MenuItem(title: "Paste")])
        let built = ActionMenu(menu, actions: [path((0, 1)): { log.entries.append("paste") }])
        #expect(built.menu == menu)
        #expect(!built.perform(path((0, 0))))
        #expect(built.perform(path((0, 1))))
        #expect(!built.perform(path((5, 5))))
        #expect(log.entries == ["paste"])
    }
}
