#if canImport(UIKit)
import PopoverMenu
import UIKit

extension MenuImage {
    /// A `UIImage` the app holds, given as it is (no name to invent). A template (a symbol
    /// not made `.alwaysOriginal`, an `.alwaysTemplate` image) is drawn in the text's
    /// colour, as `UIMenu` draws it; another as it is (UIImage.h: `renderingMode`,
    /// `isSymbolImage`).
    ///
    /// ```swift
    /// MenuButton("Share", image: .image(UIImage(systemName: "square.and.arrow.up")!)) { print("share") }
    /// ```
    public static func image(_ image: UIImage) -> MenuImage {
        let template = image.renderingMode == .alwaysTemplate || (image.isSymbolImage && image.renderingMode != .alwaysOriginal)
        return .custom(MenuImageReference(image, isTemplate: template))
    }
}
#endif
