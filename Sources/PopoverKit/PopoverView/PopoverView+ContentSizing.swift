#if canImport(UIKit)
import PopoverCore
import UIKit

extension PopoverView {
    /// Makes a popover around a view laid out by Auto Layout: `content` fills
    /// ``contentView`` and is measured against the room the popover really gets (its
    /// natural size, or laid out at the width there is, wrapping its labels), and measured
    /// again when its intrinsic size or Dynamic Type changes. No `contentSize` to compute.
    ///
    /// ```swift
    /// let label = UILabel()
    /// label.text = "Saved to Photos"
    /// label.numberOfLines = 0
    /// let popover = PopoverView(content: label, style: .tooltip)
    /// popover.present(from: button, in: view)
    /// ```
    public convenience init(content: UIView, style: PopoverStyle = .system) {
        self.init(contentSize: .zero, style: style)
        content.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            content.topAnchor.constraint(equalTo: contentView.topAnchor),
            content.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
        measuresContentOnLayout = true
        contentMeasure = { [weak content] proposal in
            guard let content else { return .zero }
            return ContentFitting.size(natural: Self.fittingSize(of: content), within: proposal) { width in
                content.systemLayoutSizeFitting(
                    CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
                    withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
                )
            }
        }
    }

    /// The content's smallest size that its constraints allow (labels on one line).
    private static func fittingSize(of content: UIView) -> CGSize {
        content.systemLayoutSizeFitting(
            UIView.layoutFittingCompressedSize,
            withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel
        )
    }
}

/// ``PopoverView/contentView``: it tells the popover when it lays out (a subview's
/// intrinsic size changed) or Dynamic Type changed, so measured content is measured again.
@MainActor
final class PopoverContentView: UIView {
    var onChange: (() -> Void)?

    override func layoutSubviews() {
        super.layoutSubviews()
        onChange?()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory { onChange?() }
    }
}
#endif
