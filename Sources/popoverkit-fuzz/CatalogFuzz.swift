import Foundation
import PopoverCore
import PopoverRender

/// Asset catalogs with hostile contents: names that lead out (`../`, absolute paths,
/// symlinks), hostile numbers in skin.json, malformed JSON, bombs and missing files.
/// Loading must succeed or throw ``PopoverInputError``; a catalog that leads out must throw.
enum CatalogFuzz {
    static let workspace: URL = {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("popoverkit-fuzz-\(getpid())")
        try? FileManager.default.removeItem(at: base)
        try? FileManager.default.createDirectory(at: base.appendingPathComponent("pristine"), withIntermediateDirectories: true)
        try? ImageSkinExporter.export(style: .orange).write(to: base.appendingPathComponent("pristine/Orange.xcassets"))
        try? ImageFuzz.pngs.first?.write(to: base.appendingPathComponent("outside.png"))
        return base
    }()

    static func cleanUp() { try? FileManager.default.removeItem(at: workspace) }

    static let area = FuzzArea(name: "catalog", weight: 1) { random in
        let fm = FileManager.default
        let caseFolder = CatalogFuzz.workspace.appendingPathComponent("case")
        try? fm.removeItem(at: caseFolder)
        try fm.createDirectory(at: caseFolder, withIntermediateDirectories: true)
        let catalog = caseFolder.appendingPathComponent("Orange.xcassets")
        try fm.copyItem(at: CatalogFuzz.workspace.appendingPathComponent("pristine/Orange.xcassets"), to: catalog)
        let set = catalog.appendingPathComponent("orangePopoverBackground.imageset")
        let manifest = catalog.appendingPathComponent("orangePopoverSkin.dataset/skin.json")
        let scale = random.int(1...3)
        let appearance: Appearance = random.chance(0.5) ? .light : .dark
        let fileName = "orangePopoverBackground\(appearance == .dark ? "-dark" : "")@\(scale)x.png"
        let file = set.appendingPathComponent(fileName)
        var leadsOut = false

        func rewrite(_ url: URL, _ transform: (String) -> String) throws {
            try transform(try String(contentsOf: url, encoding: .utf8)).write(to: url, atomically: false, encoding: .utf8)
        }
        let mutation = random.int(0...7)
        switch mutation {
        case 0:
            leadsOut = true
            let target = random.pick(["../../outside.png", "../../../outside.png", CatalogFuzz.workspace.path + "/outside.png", "/etc/passwd", "..", "."])
            try rewrite(set.appendingPathComponent("Contents.json")) {
                $0.replacingOccurrences(of: "\"\(fileName)\"", with: "\"\(target)\"")
            }
        case 1:
            leadsOut = true
            try fm.removeItem(at: file)
            try fm.createSymbolicLink(at: file, withDestinationURL: CatalogFuzz.workspace.appendingPathComponent("outside.png"))
        case 2:
            leadsOut = true
            try fm.removeItem(at: set)
            try fm.createSymbolicLink(at: set, withDestinationURL: CatalogFuzz.workspace.appendingPathComponent("pristine/Orange.xcassets/orangePopoverBackground.imageset"))
        case 3:
            let value = random.pick(["1e308", "-1e308", "-1", "1e9", "1e400", "\"x\"", "null", "10001", "0.5"])
            let key = random.pick(["\"top\"", "\"left\"", "\"base\"", "\"height\"", "\"cornerRadius\"", "\"format\""])
            try rewrite(manifest) { text in
                guard let range = text.range(of: key + " : ") else { return text }
                let end = text[range.upperBound...].firstIndex { $0 == "," || $0 == "\n" || $0 == "}" } ?? text.endIndex
                return text.replacingCharacters(in: range.upperBound..<end, with: value)
            }
        case 4:
            leadsOut = random.chance(0.5)
            let name = leadsOut ? random.pick(["../outside", "/tmp/x", "a/../../b"]) : random.pick(["", "missing", "orangePopoverArrow"])
            try rewrite(manifest) { $0.replacingOccurrences(of: "\"orangePopoverBackground\"", with: "\"\(name)\"") }
            if name == "" || name == "orangePopoverArrow" { leadsOut = false }
        case 5:
            try Data(ImageFuzz.header(width: 16_000, height: 16_000)).write(to: file)
        case 6:
            try ImageFuzz.mutatedPNG(&random).write(to: file)
        default:
            let victim = random.pick([manifest, set.appendingPathComponent("Contents.json")])
            var bytes = [UInt8](try Data(contentsOf: victim))
            for _ in 0..<random.int(1...6) where !bytes.isEmpty { bytes[random.int(0...(bytes.count - 1))] = UInt8.random(in: 0...255, using: &random) }
            try Data(bytes).write(to: victim)
        }
        do {
            _ = try ImageSkinCatalog.load(catalog, scale: scale, appearance: appearance)
            return leadsOut ? "a catalog leading out of itself (mutation \(mutation)) was read" : nil
        } catch is PopoverInputError {
            return FuzzOutcome.refused
        } catch is RenderError {
            return FuzzOutcome.refused
        }
    }
}
