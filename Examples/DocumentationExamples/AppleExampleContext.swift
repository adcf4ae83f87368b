#if canImport(UIKit)
import PopoverKit
import SwiftUI
import UIKit

/// The names that the documentation's UIKit and SwiftUI examples take as given: each
/// example (AppleExamples.swift, made by scripts/extract-examples) is a method of this
/// view controller, so `view`, `present` and `presentAsPopover` are the controller's own.
/// The iOS type-check compiles them; nothing runs them.
final class AppleDocumentationExamples: UIViewController {
    let button = UIButton(type: .system)
    let sortButton = UIButton(type: .system)
    let photoView = UIImageView()
    let shareItem = UIBarButtonItem()
    let avatarView = UIImageView()
    let arrowView = UIImageView()
    let contentView = UIView()
    let toolbar = UIToolbar()
    let settingsController = UIViewController()
    let controller = UIViewController()
    let gradientLayer = CAGradientLayer()
    let shapeLayer = CAShapeLayer()
    let upArrow = UIImage()
    let image = UIImage()
    let arrow = UIImage()
    let insets = UIEdgeInsets(top: 14, left: 14, bottom: 14, right: 14)
    let label = UILabel()
    let myContent = UILabel()
    let cell = UITableViewCell()
    let tableView = UITableView()
    let menu = UIViewController()
    let backgroundView = DrawnPopoverBackgroundView(frame: .zero)
    let popover = PopoverView(contentSize: CGSize(width: 240, height: 120), style: .system)
    let tapPoint = CGPoint(x: 160, y: 100)
    let metrics = PopoverStyle.system.metrics
    let style = PopoverStyle.system
    let layout = BackgroundLayout(size: CGSize(width: 320, height: 213), direction: .up, arrowOffset: -40, metrics: PopoverStyle.system.metrics)
    let imageLayout = ImageSkinLayout(
        size: CGSize(width: 300, height: 200), direction: .up, arrowOffset: 0,
        metrics: SkinMetrics(arrowBase: 18, arrowHeight: 14, cornerRadius: 4), arrangement: ImageSkinArrangement(backgroundInsets: .uniform(13)),
        arrowImageSize: CGSize(width: 18, height: 14), arrowImageDrawn: .up, scale: 2)
    var gradient: PopoverLinearGradient {
        guard case let .linearGradient(gradient) = PopoverStyle.classic.fill else { fatalError("classic has a gradient") }
        return gradient
    }
    var placement: Placement {
        try! Placement.solve(PlacementRequest(anchor: CGRect(x: 500, y: 40, width: 44, height: 44),
                                              container: CGRect(x: 0, y: 0, width: 1024, height: 768),
                                              contentSize: CGSize(width: 320, height: 200)))
    }
    var animation: PopoverAnimation { PopoverAnimation.presentation(for: placement, reduceMotion: false) }
}

/// The SwiftUI examples (SwiftUIExamples.swift) are view builders of this view, so
/// `showInfo`, `selectedPhoto`, `tour`, `book` and their bindings are its state.
@MainActor struct SwiftUIDocumentationExamples: View {
    @State var showInfo = false
    @State var selectedPhoto: Photo?
    @StateObject var tour = try! ArrowTour(steps: ["share", "filter"])
    @StateObject var book = TipBook(storage: MemoryTipLedgerStorage())
    var body: some View { EmptyView() }
}

/// An item of the app's own, as the examples name it.
struct Photo: Identifiable {
    let id = UUID()
    var name: String
}

/// A view controller of the app's own, as the examples name it.
final class ColourPickerViewController: UIViewController {}

/// A drawn skin, as the examples name it.
final class OrangePopoverBackground: DrawnPopoverBackgroundView {
    override class var popoverStyle: PopoverStyle { .orange }
}

extension ImagePopoverSkin {
    /// A designer's skin, as the examples name it.
    static var wood: ImagePopoverSkin {
        ImagePopoverSkin(background: UIImage(named: "wood")!,
                         capInsets: UIEdgeInsets(top: 14, left: 14, bottom: 14, right: 14),
                         arrow: .rotated(up: UIImage(named: "wood-arrow")!),
                         metrics: SkinMetrics(arrowBase: 30, arrowHeight: 14, cornerRadius: 12))
    }
}
#endif
