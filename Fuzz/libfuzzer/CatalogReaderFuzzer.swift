import Foundation

// libFuzzer entry: asset catalog reading. The first byte picks a file of an exported
// catalog (skin.json, an image set's Contents.json, or a PNG); the rest replaces it.
// Loading must succeed or throw PopoverInputError / RenderError.
nonisolated(unsafe) private var pristine: (catalog: URL, files: [URL], originals: [Data])? = nil

@_cdecl("LLVMFuzzerTestOneInput")
public func catalogReaderFuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    if pristine == nil {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-fuzz-\(getpid())")
        let catalog = base.appendingPathComponent("Orange.xcassets")
        try? FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        try! ImageSkinExporter.export(style: .orange).write(to: catalog)
        let files = [
            "orangePopoverSkin.dataset/skin.json", "orangePopoverBackground.imageset/Contents.json",
            "orangePopoverArrow.imageset/Contents.json", "orangePopoverBackground.imageset/orangePopoverBackground@2x.png",
        ].map { catalog.appendingPathComponent($0) }
        pristine = (catalog, files, files.map { try! Data(contentsOf: $0) })
    }
    guard let (catalog, files, originals) = pristine, count > 0 else { return 0 }
    let bytes = UnsafeRawBufferPointer(start: start, count: count)
    let index = Int(bytes[0]) % files.count
    try? Data(bytes.dropFirst()).write(to: files[index])
    defer { try? originals[index].write(to: files[index]) }
    do {
        _ = try ImageSkinCatalog.load(catalog, scale: 2, appearance: .light)
    } catch is PopoverInputError {
    } catch is RenderError {
    } catch {
        fatalError("unexpected error \(error)")
    }
    return 0
}
