import PopoverKit
import UIKit

/// One drawn skin per built-in style, for the system popover (UIKit takes classes).
final class SystemBackground: DrawnPopoverBackgroundView {
    override class var popoverStyle: PopoverStyle { .system }
}

final class ClassicBackground: DrawnPopoverBackgroundView {
    override class var popoverStyle: PopoverStyle { .classic }
}

final class OrangeBackground: DrawnPopoverBackgroundView {
    override class var popoverStyle: PopoverStyle { .orange }
}

final class NoirBackground: DrawnPopoverBackgroundView {
    override class var popoverStyle: PopoverStyle { .noir }
}

final class TooltipBackground: DrawnPopoverBackgroundView {
    override class var popoverStyle: PopoverStyle { .tooltip }
}

/// An image skin drawn at launch, standing in for a designer's PNGs.
final class PaperBackground: ImagePopoverBackgroundView {
    static let metrics = SkinMetrics(arrowBase: 28, arrowHeight: 12, cornerRadius: 10)

    override class var skin: ImagePopoverSkin {
        let paper = UIColor(red: 0.98, green: 0.96, blue: 0.88, alpha: 1)
        let background = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24)).image { _ in
            paper.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 24, height: 24), cornerRadius: 10).fill()
        }
        let arrow = UIGraphicsImageRenderer(size: CGSize(width: 28, height: 13)).image { _ in
            paper.setFill()
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 0, y: 13))
            path.addLine(to: CGPoint(x: 14, y: 0))
            path.addLine(to: CGPoint(x: 28, y: 13))
            path.close()
            path.fill()
        }
        return ImagePopoverSkin(
            background: background, capInsets: UIEdgeInsets(top: 11, left: 11, bottom: 11, right: 11),
            arrow: .rotated(up: arrow), metrics: metrics
        )
    }
}
