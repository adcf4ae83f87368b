import Foundation
import PopoverCore
import PopoverMenu
import PopoverRender
import Testing

/// Issue 36: `popoverkit menu`, its pictures, its layout as JSON and its refusals.
@Suite struct MenuCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let sort = fixtures.appendingPathComponent("Menus/sort.json").path
    static let icons = fixtures.appendingPathComponent("MenuIcons").path

    static func drawing(_ arguments: [String]) throws -> [String: Any] {
        let result = try CommandRunner.run(["menu"] + arguments + ["--json"])
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    static func rect(_ value: Any?) -> CGRect? {
        guard let r = value as? [String: Double] else { return nil }
        return CGRect(x: r["x"] ?? .nan, y: r["y"] ?? .nan, width: r["width"] ?? .nan, height: r["height"] ?? .nan)
    }

    /// Each format: the bytes are the library's for the same request.
    @Test(arguments: ["png", "pdf", "svg"])
    func aMenuIsTheLibrarysPicture(format: String) throws {
        let folder = TemporaryDirectory()
        let out = folder.path("menu.\(format)")
        let result = try CommandRunner.run(["menu", Self.sort, "--images", Self.icons, "--highlight", "2", "--scale", "1", "-o", out])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "wrote \(out)\n")
        // Apple's system red on the system style's white, reported (WCAG 1.4.3).
        #expect(result.stderr == Self.redWarning)
        let images = try ["calendar", "trash"].reduce(into: [String: RenderedImage]()) {
            $0[$1] = try PNGCodec.decode(Data(contentsOf: URL(fileURLWithPath: Self.icons + "/\($1).png")))
        }
        let request = MenuRenderRequest(
            menu: try PopoverMenu(json: Data(contentsOf: URL(fileURLWithPath: Self.sort))), style: .system, highlightedRow: 2, scale: 1, images: images
        )
        #expect(try Data(contentsOf: URL(fileURLWithPath: out)) == (try MenuRenderer.data(request, format: try OutputFormat(path: out))))
    }

    static let redWarning = #"""
        warning: contrast: light: destructive title of "Delete" #FF3B30 on #E0E0E0 is 2.70:1, under 4.5:1
        warning: contrast: dark: destructive title of "Delete" #FF453A on #454547 is 2.79:1, under 4.5:1

        """#

    @Test func imagesWithoutAPictureAreNamedOnStandardError() throws {
        let folder = TemporaryDirectory()
        let result = try CommandRunner.run(["menu", Self.sort, "-o", folder.path("m.png")])
        #expect(result.status == 0)
        #expect(result.stderr == "note: images not drawn (no PNG for them; give --images): calendar, trash\n" + Self.redWarning)
    }

    @Test func theLayoutPrintsAsJSON() throws {
        let result = try CommandRunner.run(["menu", "Menus/sort.json", "--json"], in: Self.fixtures)
        #expect(result.status == 0, "\(result.stderr)")
        assertSnapshot(of: result.stdout, named: "menu-sort")
    }

    /// The highlight: only the highlighted row's pixels change.
    @Test func theHighlightChangesOnlyItsRow() throws {
        let folder = TemporaryDirectory()
        let scene = ["--container", "400,420", "--anchor", "20,10,44,44", "--scale", "1"]
        _ = try CommandRunner.run(["menu", Self.sort, "-o", folder.path("plain.png")] + scene)
        _ = try CommandRunner.run(["menu", Self.sort, "--highlight", "4", "-o", folder.path("lit.png")] + scene)
        let plain = try PNGCodec.decode(Data(contentsOf: URL(fileURLWithPath: folder.path("plain.png"))))
        let lit = try PNGCodec.decode(Data(contentsOf: URL(fileURLWithPath: folder.path("lit.png"))))
        let drawing = try Self.drawing([Self.sort] + scene)
        let content = try #require(Self.rect(drawing["content"]))
        let row = try #require(Self.rect(((drawing["rows"] as? [[String: Any]])?[4])?["frame"]))
        let box = row.offsetBy(dx: content.minX, dy: content.minY)
        var changed = 0
        for y in 0..<plain.height {
            for x in 0..<plain.width where plain.pixel(x: x, y: y) != lit.pixel(x: x, y: y) {
                changed += 1
                #expect(box.contains(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)), "pixel \(x),\(y) outside \(box)")
            }
        }
        #expect(changed > Int(box.width * box.height / 2))
    }

    @Test func aLongMenuScrollsInsideTheContainerToItsHighlightedRow() throws {
        let folder = TemporaryDirectory()
        let items = (1...40).map { #"{"title": "Folder \#($0)"}"# }.joined(separator: ", ")
        try Data(#"{"sections": [{"items": [\#(items)]}]}"#.utf8).write(to: URL(fileURLWithPath: folder.path("long.json")))
        let drawing = try Self.drawing([folder.path("long.json"), "--container", "390,500", "--anchor", "20,40,44,44", "--highlight", "30"])
        #expect(drawing["scrollable"] as? Bool == true)
        let body = try #require(Self.rect(drawing["body"]))
        #expect(body.minY >= 0 && body.maxY <= 500)
        let visible = try #require(drawing["visibleHeight"] as? Double), offset = try #require(drawing["scrollOffset"] as? Double)
        #expect((drawing["contentHeight"] as? Double ?? 0) == 6 + 40 * 44 + 6)
        let row = try #require(Self.rect(((drawing["rows"] as? [[String: Any]])?[30])?["frame"]))
        #expect(row.minY - offset >= 0 && row.maxY - offset <= visible)
        #expect(offset > 0)
    }

    @Test func rightToLeftMirrorsEveryRow() throws {
        let ltr = try Self.drawing([Self.sort])
        let rtl = try Self.drawing([Self.sort, "--right-to-left"])
        let width = try #require(ltr["width"] as? Double)
        let a = try #require(ltr["rows"] as? [[String: Any]]), b = try #require(rtl["rows"] as? [[String: Any]])
        #expect(a.count == b.count)
        for (l, r) in zip(a, b) {
            for key in ["frame", "titleFrame", "imageFrame", "checkmarkFrame", "accessoryFrame", "lineFrame"] {
                let left = Self.rect(l[key]), right = Self.rect(r[key])
                #expect(right == left.map { CGRect(x: width - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) }, "\(key)")
            }
        }
    }

    @Test func aHorizontalMenuPages() throws {
        let drawing = try Self.drawing([Self.sort, "--horizontal", "--width", "200", "--container", "220,200", "--anchor", "80,100,44,44"])
        let pages = try #require(drawing["pages"] as? [[Int]])
        #expect(pages.count > 1 && pages.first?.first == 0 && pages.last?.last == 5)
        let kinds = (drawing["rows"] as? [[String: Any]])?.compactMap { $0["kind"] as? String }
        #expect(kinds?.last == "nextPage")
    }

    @Test(arguments: [
        (["--highlight", "0"], "error: --highlight: must be an enabled item's row (1, 2, 4, 6), got 0"),
        (["--highlight", "5"], "error: --highlight: must be an enabled item's row (1, 2, 4, 6), got 5"),
        (["--page", "1"], "error: --page: needs --horizontal, got 1"),
        (["--width", "10"], "error: --width: must be between 40 and 2000 points, got 10"),
        (["--scale", "4"], "error: --scale: must be 1, 2 or 3, got 4"),
        (["--images", "nowhere"], #"error: --images: must be a folder, got "nowhere""#),
        (["--container", "300,300"], "error: --container: needs --anchor, got given alone"),
        (["--json"], #"error: -o: cannot be given with --json (it prints), got "m.png""#),
    ])
    func badOptionsExit64NamingTheOption(extra: [String], message: String) throws {
        let folder = TemporaryDirectory()
        let result = try CommandRunner.run(["menu", Self.sort, "-o", "m.png"] + extra, in: folder.url)
        #expect(result.status == 64)
        #expect(result.stderr == message + "\n")
        #expect(!FileManager.default.fileExists(atPath: folder.path("m.png")))
    }

    @Test(arguments: [
        (#"{"sections": [{"items": [{"title": "A", "role": "danger"}]}]}"#, #"error: <menu.json>: sections[0].items[0].role must be one of normal, destructive, cancel, got "danger""#),
        (#"{"sections": [{"items": [{"title": "A", "children": {"sections": []}}]}]}"#, "error: <menu.json>: sections[0].items[0].children must hold at least one item, got 0 items"),
        (#"{"sections": [{"itmes": []}]}"#, #"error: <menu.json>: sections[0].itmes is not a key here (known: header, items, selection, keepsMenuPresented; did you mean "items"?), got "itmes""#),
    ])
    func badMenuFilesExit64NamingTheField(json: String, message: String) throws {
        let folder = TemporaryDirectory()
        try Data(json.utf8).write(to: URL(fileURLWithPath: folder.path("bad.json")))
        let result = try CommandRunner.run(["menu", "bad.json", "-o", "m.png"], in: folder.url)
        #expect(result.status == 64)
        #expect(result.stderr == message + "\n")
        #expect(!FileManager.default.fileExists(atPath: folder.path("m.png")))
    }

    @Test func noOutputAndNoJSONIsRefused() throws {
        let result = try CommandRunner.run(["menu", Self.sort])
        #expect(result.status == 64)
        #expect(result.stderr == "error: -o: is required (or --json), got nothing\n")
    }
}
