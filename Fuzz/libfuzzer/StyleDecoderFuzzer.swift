import Foundation

// libFuzzer entry: style JSON and skin manifests. Decoding must succeed or throw
// PopoverInputError; a decoded style must validate and round-trip.
@_cdecl("LLVMFuzzerTestOneInput")
public func styleDecoderFuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    do {
        let style = try PopoverStyle(json: data)
        try style.validate()
        guard try PopoverStyle(json: try style.jsonData()) == style else { fatalError("style does not round-trip") }
        _ = PopoverOutline.path(for: BackgroundLayout(size: CGSize(width: 200, height: 100), direction: .up, arrowOffset: 0, metrics: style.metrics),
                                metrics: style.metrics, pixelGrid: style.pixelGrid(atScale: 2))
    } catch is PopoverInputError {
    } catch {
        fatalError("unexpected error \(error)")
    }
    if let manifest = try? JSONDecoder().decode(ImageSkinManifest.self, from: data) {
        _ = try? manifest.metrics.validate()
    }
    return 0
}
