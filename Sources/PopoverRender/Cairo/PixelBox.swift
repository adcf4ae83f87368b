#if canImport(CCairo)
/// A rectangle of whole device pixels.
struct PixelBox {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The columns and rows of `inner` counted from this box's top-left: what a mask of
    /// this box leaves out (never written) when `inner` is spared.
    func leftOut(_ inner: PixelBox) -> LeftOutPixels {
        LeftOutPixels(columns: (inner.x - x)..<(inner.x + inner.width - x), rows: (inner.y - y)..<(inner.y + inner.height - y))
    }

    /// The pixels in both boxes, or `nil` when they share none.
    func intersection(_ other: PixelBox) -> PixelBox? {
        let minX = max(x, other.x), maxX = min(x + width, other.x + other.width)
        let minY = max(y, other.y), maxY = min(y + height, other.y + other.height)
        guard minX < maxX, minY < maxY else { return nil }
        return PixelBox(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
#endif
