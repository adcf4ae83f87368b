import Foundation

// libFuzzer entry: PNG reading. Any bytes either decode to the header's size or throw.
@_cdecl("LLVMFuzzerTestOneInput")
public func pngReaderFuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    do {
        let image = try PNGCodec.decode(data)
        let header = try PNGHeader(data)
        if image.width != header.width || image.height != header.height { fatalError("size differs from the header") }
    } catch is PopoverInputError {
    } catch is RenderError {
    } catch {
        fatalError("unexpected error \(error)")
    }
    return 0
}
