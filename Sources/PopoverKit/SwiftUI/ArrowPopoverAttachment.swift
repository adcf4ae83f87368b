#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

extension PopoverAttachmentAnchor {
    /// The rectangle of the modified view that the popover's anchor covers: the source
    /// of `.rect`, the whole view for `.point` (whose point the core aims at).
    var source: Anchor<CGRect>.Source {
        switch self {
        case let .rect(source): source
        case .point: .bounds
        @unknown default: .bounds
        }
    }

    /// The unit point of `.point`, `nil` for `.rect` (the middle of the near edge).
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
                    let frame = anchor.map { proxy[$0] } ?? CGRect(origin: .zero, size: proxy.size)
                    presenter
                        .frame(width: max(frame.width, 0), height: max(frame.height, 0))
                        .position(x: frame.midX, y: frame.midY)
                }
            }
            // Read here, and no further: an enclosing arrowPopover resolves its own.
            .transformPreference(AttachmentRectKey.self) { $0 = nil }
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
