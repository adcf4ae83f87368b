#if canImport(SwiftUI) && (canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst)))
import PopoverMenu
import SwiftUI

extension MenuImage {
    /// A SwiftUI `Image` drawn once, at `scale` pixels per point (`ImageRenderer`, iOS 16 and
    /// macOS 13): as a template in the text's colour, as `Menu` draws a symbol, unless
    /// `isTemplate` is false.
    ///
    /// ```swift
    /// if #available(iOS 16, *) {
    ///     MenuButton("Favourite", image: .image(Image(systemName: "star"))) { print("favourite") }
    /// }
    /// ```
    @available(iOS 16, macCatalyst 16, *)
    @MainActor
    public static func image(_ image: Image, isTemplate: Bool = true, scale: CGFloat = 3) -> MenuImage {
        let renderer = ImageRenderer(content: image.renderingMode(isTemplate ? .template : .original).foregroundColor(.black))
        renderer.scale = max(scale, 1)
        #if canImport(UIKit)
        let drawn = renderer.uiImage ?? UIImage()
        #else
        let drawn = renderer.nsImage ?? NSImage()
        #endif
        return .custom(MenuImageReference(drawn, isTemplate: isTemplate))
    }
}
#endif
