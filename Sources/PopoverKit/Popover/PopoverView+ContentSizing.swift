#if canImport(UIKit)
import PopoverCore
import UIKit

extension PopoverView {
    /// Makes a popover around a view laid out by Auto Layout: `content` fills
    /// ``contentView`` (its `translatesAutoresizingMaskIntoConstraints` turned off) and is
    /// measured against the room the popover really gets: its natural size, or laid out at
    /// the width there is, wrapping its labels. It is measured again, once per turn of the
    /// main queue, when it lays out anew (its own intrinsic size changed) or Dynamic Type
    /// changes; for a change deeper inside it, call ``setNeedsContentMeasure()``. Content
    /// needs a width of its own (labels, fixed widths): a view whose constraints say none
    /// measures zero wide. ``contentSize`` is then not used.
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
        // The trailing and bottom pins give way to a content frame the placement shrank,
        // rather than break the content's own required sizes.
        let trailing = content.trailingAnchor.constraint(equalTo: contentView.trailingAnchor)
        let bottom = content.bottomAnchor.constraint(equalTo: contentView.bottomAnchor)
        trailing.priority = .required - 1
        bottom.priority = .required - 1
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            content.topAnchor.constraint(equalTo: contentView.topAnchor),
            trailing, bottom,
        ])
        let measured = AutoLayoutContent(content)
        autoLayoutContent = measured
        contentMeasure = { [weak measured] proposal in measured?.size(within: proposal) ?? .zero }
    }

    /// Measures Auto Layout content again (``init(content:style:)``) on the main queue's
    /// next turn, and places the popover for its new size: for a change inside the content
    /// that does not lay the content itself out anew (a label's text deep in a stack).
    ///
    /// ```swift
    /// label.text = "Two more lines of detail"
    /// popover.setNeedsContentMeasure()
    /// ```
    public func setNeedsContentMeasure() {
        autoLayoutContent?.forget()
        guard !contentMeasureScheduled else { return }
        contentMeasureScheduled = true
        DispatchQueue.main.async { [weak self] in
            self?.contentMeasureScheduled = false
            self?.setNeedsPlacement()
        }
    }
}

/// UIKit content measured by Auto Layout, with its sizes by proposed width kept until it
/// changes: placement asks again on every move of a followed anchor.
@MainActor
final class AutoLayoutContent {
    private weak var view: UIView?
    private var sizes = BoundedCache<CGFloat, CGSize>(capacity: 8)

    init(_ view: UIView) { self.view = view }

    /// Its size for a proposal (`ContentFitting.size(natural:within:laidOutAtWidth:)`).
    func size(within proposal: CGSize) -> CGSize {
        if let size = sizes.value(for: proposal.width) { return size }
        guard let view else { return .zero }
        let natural = view.systemLayoutSizeFitting(
            UIView.layoutFittingCompressedSize,
            withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel
        )
        let size = ContentFitting.size(natural: natural, within: proposal) { width in
            view.systemLayoutSizeFitting(
                CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
                withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
            )
        }
        sizes.insert(size, for: proposal.width)
        return size
    }

    /// The content changed: its sizes are measured anew.
    func forget() { sizes.removeAll() }
}

/// ``PopoverView/contentView``: it tells the popover when it lays out anew (a subview's
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
