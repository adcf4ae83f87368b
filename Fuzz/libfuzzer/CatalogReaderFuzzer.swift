import Foundation

// libFuzzer entry: asset catalog reading. The first byte picks a file of an exported
// catalog (skin.json, an image set's Contents.json, or a PNG); the rest replaces it.
// Loading must succeed or throw PopoverInputError / RenderError.
/// The exported catalog, made once. Its original bytes are kept as plain arrays: a
/// `Data` held in a global hides its pointer from LeakSanitizer, which then reports it.
private final class Pristine {
    let catalog: URL
    let files: [URL]
    let originals: [[UInt8]]

    init() {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-fuzz-\(getpid())")
        let catalog = base.appendingPathComponent("Orange.xcassets")
        self.catalog = catalog
        try? FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        try! ImageSkinExporter.export(style: .orange).write(to: catalog)
        let files = [
            "orangePopoverSkin.dataset/skin.json", "orangePopoverBackground.imageset/Contents.json",
            "orangePopoverArrow.imageset/Contents.json", "orangePopoverBackground.imageset/orangePopoverBackground@2x.png",
        ].map { catalog.appendingPathComponent($0) }
        self.files = files
        originals = files.map(Pristine.readWithPOSIX)
    }

    /// Foundation's file reads leave storage LeakSanitizer reports; read with open/read.
    private static func readWithPOSIX(_ url: URL) -> [UInt8] {
        let fd = open(url.path, O_RDONLY)
        defer { close(fd) }
        var bytes: [UInt8] = [], chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = read(fd, &chunk, chunk.count)
            if n <= 0 { return bytes }
            bytes += chunk[0..<n]
        }
    }
}

private let pristine = Pristine()

@_cdecl("LLVMFuzzerTestOneInput")
public func catalogReaderFuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let (catalog, files, originals) = (pristine.catalog, pristine.files, pristine.originals)
    guard count > 0 else { return 0 }
    let bytes = UnsafeRawBufferPointer(start: start, count: count)
    let index = Int(bytes[0]) % files.count
    try? Data(bytes.dropFirst()).write(to: files[index])
    defer { try? Data(originals[index]).write(to: files[index]) }
    do {
        _ = try ImageSkinCatalog.load(catalog, scale: 2, appearance: .light)
    } catch is PopoverInputError {
    } catch is RenderError {
    } catch {
        fatalError("unexpected error \(error)")
    }
    return 0
}
