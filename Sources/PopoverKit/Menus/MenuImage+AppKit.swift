#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import PopoverMenu

extension MenuImage {
    /// An `NSImage` the app holds, given as it is (no name to invent). A template image
    /// (NSImage.h: `template`; symbol images are templates) is drawn in the text's colour,
    /// as `NSMenu` draws it; another as it is.
    ///
    /// ```swift
    /// MenuButton("Share", image: .image(NSImage(systemSymbolName: "square.and.arrow.up", accessibilityDescription: nil)!)) { print("share") }
    /// ```
    public static func image(_ image: NSImage) -> MenuImage {
        .custom(MenuImageReference(image, isTemplate: image.isTemplate))
    }
}
#endif
