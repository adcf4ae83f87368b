#if canImport(SwiftUI) && (canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst)))
import SwiftUI

extension PopoverAttachmentAnchor {
    /// The rectangle of the modified view that the popover's anchor covers: the source
    /// of `.rect`, the whole view for `.point` (whose point the core aims at). Unlike
    /// SwiftUI's `.point`, which puts the tip at the point, the core keeps the tip on the
    /// edge the arrow points at, in line with the point (``/PopoverCore/AnchorPoint``);
    /// an exact point is `.rect(.rect(r))` with `r` of zero size.
    var source: Anchor<CGRect>.Source {
        switch self {
        case let .rect(source): source
        case .point: .bounds
        @unknown default: .bounds
        }
    }

    /// The unit point of `.point`, `nil` for `.rect` (the middle of the near edge). Read
    /// as PopoverCore's `AnchorPoint`: the tip goes to the place on the near edge in line
    /// with it, not onto the point itself as in SwiftUI's `popover`.
    var unitPoint: UnitPoint? {
        switch self {
        case let .point(point): point
        case .rect: nil
        @unknown default: nil
        }
    }
}

extension View {
    /// Puts `presenter` (the popover's anchor view) over `attachment`'s rectangle of this
    /// view, resolved by SwiftUI itself (`Anchor<CGRect>.Source`, right-to-left included),
    /// so a followed anchor is exactly what the arrow points at.
    func arrowPopoverAnchor(_ attachment: PopoverAttachmentAnchor, presenter: some View) -> some View {
        anchorPreference(key: AttachmentRectKey.self, value: attachment.source) { $0 }
            .backgroundPreferenceValue(AttachmentRectKey.self) { anchor in
                GeometryReader { proxy in
                    // A rectangle SwiftUI cannot give in numbers (a non-finite one, as
                    // under some transforms) counts as none: the whole view.
                    let frame = anchor.map { proxy[$0] }.flatMap { $0.isFinite ? $0 : nil }
                        ?? CGRect(origin: .zero, size: proxy.size)
                    presenter
                        .frame(width: max(frame.width, 0), height: max(frame.height, 0))
                        .position(x: frame.midX, y: frame.midY)
                }
            }
            // Read here, and no further: an enclosing arrowPopover resolves its own.
            .transformPreference(AttachmentRectKey.self) { $0 = nil }
    }
}

extension CGRect {
    /// Every number of the rectangle is finite (a `CGRect` of NaN or infinity cannot
    /// frame a view).
    fileprivate var isFinite: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}

/// The attachment anchor's rectangle, from this view to its own background.
private struct AttachmentRectKey: PreferenceKey {
    static var defaultValue: Anchor<CGRect>? { nil }

    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}
#endif
