import Foundation
import PopoverCore
import PopoverMenu
import Testing

/// Issue 36: a menu described in a JSON file, every bad field refused by its JSON path.
@Suite struct MenuJSONTests {
    /// The issue's own example.
    static let example = #"""
    {"sections": [
      {"header": "Sort by", "items": [{"title": "Name", "state": "on"}, {"title": "Date", "subtitle": "Newest first", "image": "calendar"}]},
      {"items": [{"title": "More", "children": {"sections": [{"items": [{"title": "Duplicate"}]}]}},
                 {"title": "Archive", "disabled": true}, {"title": "Delete", "role": "destructive", "image": "trash"}]}
    ]}
    """#

    @Test func theIssuesExampleReads() throws {
        let menu = try PopoverMenu(json: Data(Self.example.utf8))
        #expect(menu.sections.map(\.header) == ["Sort by", nil])
        #expect(menu.sections[0].items.map(\.state) == [.on, .off])
        #expect(menu.sections[0].items[1].subtitle == "Newest first")
        #expect(menu.sections[0].items[1].image == .systemName("calendar"))
        #expect(menu.sections[1].items.map(\.isDisabled) == [false, true, false])
        #expect(menu.sections[1].items[2].role == .destructive)
        let duplicate = MenuItemPath([MenuItemIndex(section: 1, item: 0), MenuItemIndex(section: 0, item: 0)])
        #expect(menu[duplicate]?.title == "Duplicate")
        #expect(menu.submenu(holding: duplicate)?.itemCount == 1)
    }

    @Test func aMenuWritesAndReadsBackTheSame() throws {
        let menu = PopoverMenu(sections: [
            MenuSection(header: "Edit", items: [
                MenuItem(id: "new", title: "New", subtitle: "A blank page", image: .named("Logo"), state: .mixed, role: .cancel, isDisabled: true,
                         keyboardShortcut: MenuKeyboardShortcut(key: "n", modifiers: [.shift, .command, .control, .option]),
                         children: PopoverMenu(items: [MenuItem(title: "Inner")])),
            ]),
        ])
        let data = try menu.jsonData()
        #expect(try PopoverMenu(json: data) == menu)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""modifiers" : [\#n              "control",\#n              "option",\#n              "shift",\#n              "command"\#n            ]"#))
        #expect(try String(decoding: PopoverMenu(items: [MenuItem(title: "Copy")]).jsonData(), as: UTF8.self)
            == "{\n  \"sections\" : [\n    {\n      \"items\" : [\n        {\n          \"title\" : \"Copy\"\n        }\n      ]\n    }\n  ]\n}\n")
    }

    @Test(arguments: [
        (#"{"sections": [{"items": [{"title": "A", "role": "danger"}]}]}"#, "sections[0].items[0].role: must be one of normal, destructive, cancel, got \"danger\""),
        (#"{"sections": [{"items": [{"title": "A", "state": "yes"}]}]}"#, "sections[0].items[0].state: must be one of off, on, mixed, got \"yes\""),
        (#"{"sections": [{"items": [{"titel": "A"}]}]}"#, "sections[0].items[0].titel: is not a key here (known: id, title, subtitle, image, state, role, disabled, shortcut, tint, keepsMenuPresented, children; did you mean \"title\"?), got \"titel\""),
        (#"{"sections": [{"items": [{"subtitle": "A"}]}]}"#, "sections[0].items[0].title: is required, got nothing"),
        (#"{"sections": [{"items": [{"title": 3}]}]}"#, "sections[0].items[0].title: must be a string, got another type"),
        (#"{"sections": [{"items": [{"title": "A", "disabled": "no"}]}]}"#, "sections[0].items[0].disabled: must be true or false, got another type"),
        (#"{"sections": [{"items": [{"title": "A", "image": 3}]}]}"#, "sections[0].items[0].image: must be a symbol's name or {\"named\": \"…\"}, got another type"),
        (#"{"sections": [{"items": [{"title": "A", "image": {"named": "x", "systemName": "y"}}]}]}"#, "sections[0].items[0].image: must hold exactly one of named, systemName, got 2 keys"),
        (#"{"sections": [{"items": [{"title": "A", "shortcut": {"key": "ab"}}]}]}"#, "sections[0].items[0].shortcut.key: must be one character or one of delete, down, end, escape, f1…f12, home, left, pagedown, pageup, return, right, space, tab, up, got \"ab\""),
        (#"{"sections": [{"items": [{"title": "A", "shortcut": {"key": "a", "modifiers": ["cmd"]}}]}]}"#, "sections[0].items[0].shortcut.modifiers[0]: must be one of control, option, shift, command, got \"cmd\""),
        (#"{"sections": [{"items": [{"title": "A"}]}, {"items": [{"title": "B", "children": {"sections": []}}]}]}"#, "sections[1].items[0].children: must hold at least one item, got 0 items"),
        (#"{"sections": [{"items": [{"title": "A", "children": {"sections": [{"items": [{"title": "B", "role": 1}]}]}}]}]}"#, "sections[0].items[0].children.sections[0].items[0].role: must be a string, got another type"),
        (#"{"sections": [{"header": "H"}]}"#, "sections[0].items: is required, got nothing"),
        (#"{"items": []}"#, "items: is not a key here (known: sections, appearance; did you mean \"sections\"?), got \"items\""),
    ])
    func badFieldsAreRefusedByTheirPath(json: String, message: String) {
        #expect(throws: (any Error).self) { try PopoverMenu(json: Data(json.utf8)) }
        do {
            _ = try PopoverMenu(json: Data(json.utf8))
        } catch {
            #expect("\(error)" == message)
        }
    }

    @Test func textThatIsNotJSONIsBlamedOnItsLineAndColumn() {
        #expect(throws: (any Error).self) { try PopoverMenu(json: Data("{\"sections\": [\n  {\"items\": [{\"title\": \"A\" \"B\"}]}]}".utf8)) }
        do {
            _ = try PopoverMenu(json: Data("{\"sections\": [\n  {\"items\": [{\"title\": \"A\" \"B\"}]}]}".utf8))
        } catch let error as PopoverInputError {
            #expect(error.field == "line 2, column 28")
            #expect(error.rule == "must be valid JSON")
        } catch {
            Issue.record("not an input error: \(error)")
        }
    }

    @Test func limitsAreRefusedByTheirPath() throws {
        // Issue 45: 16 nested submenus (the most) were refused as depth 17.
        var deep = MenuItem(title: "leaf")
        for _ in 0..<PopoverMenu.maximumDepth { deep = MenuItem(title: "level", children: PopoverMenu(items: [deep])) }
        try PopoverMenu(items: [deep]).validate()
        var path = "sections[0].items[0]"
        for _ in 0..<PopoverMenu.maximumDepth { path += ".children.sections[0].items[0]" }
        let tooDeep = MenuItem(title: "level", children: PopoverMenu(items: [deep]))
        #expect(throws: PopoverInputError(field: path + ".children", rule: "must nest at most 16 deep", value: "depth 17")) {
            try PopoverMenu(items: [tooDeep]).validate()
        }
        let many = PopoverMenu(items: Array(repeating: MenuItem(title: "x"), count: PopoverMenu.maximumItemCount + 1))
        #expect(throws: PopoverInputError(field: "sections[0].items[100000]", rule: "is past the most items a menu holds (100000)", value: "item 100001")) {
            try many.validate()
        }
        let long = PopoverMenu(sections: [MenuSection(header: String(repeating: "h", count: PopoverMenu.maximumTextLength + 1), items: [])])
        #expect(throws: PopoverInputError(field: "sections[0].header", rule: "must be at most 100000 characters", value: "100001 characters")) {
            try long.validate()
        }
        #expect(throws: PopoverInputError(field: "sections[0].items[0].image", rule: "must name a symbol", value: "\"\"")) {
            try PopoverMenu(items: [MenuItem(title: "x", image: .systemName(""))]).validate()
        }
        #expect(throws: Never.self) { try PopoverMenu(items: Array(repeating: MenuItem(title: "x"), count: PopoverMenu.maximumItemCount)).validate() }
    }

    @Test func shortcutsShowAsTheSystemShowsThem() {
        #expect(MenuKeyboardShortcut(key: "n", modifiers: [.command, .shift, .option, .control]).displayText == "⌃⌥⇧⌘N")
        #expect(MenuKeyboardShortcut(key: "Return", modifiers: []).displayText == "↩")
        #expect(MenuKeyboardShortcut(key: ",").displayText == "⌘,")
    }
}
