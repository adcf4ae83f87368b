import Foundation

/// The pixel scales PopoverRender draws and reads: the one home of their numbers.
@usableFromInline package enum RenderScale {
    /// 1x, 2x and 3x, as iOS devices and asset catalogs have them: what every request,
    /// sheet, image skin and `--scale` accepts.
    package static let supported: ClosedRange<Int> = 1...3

    /// 2x: the scale every request and sheet draws at unless told.
    @usableFromInline package static let standard = 2

    /// The pixels per point a PDF's canvas is budgeted at (a PDF has no pixels, but its
    /// shadows and blurs are drawn at this scale).
    package static let pdfBudget = 2
}
