import Foundation
import PopoverCore

extension ImageSkinCheck {
    /// `warnings` less what `manifest` says is meant: a body hidden by a clear background
    /// colour (``ImageSkinManifest/hidesBody``, only the arrow shows) is no invisible
    /// background. Every command that checks a skin from a manifest filters through this.
    ///
    /// ```swift
    /// let arrowOnly = ImageSkinManifest(name: "arrowOnly", backgroundColour: try RGBAColor(hex: "#00000000"),
    ///                                   arrows: .rotated(up: "arrow"), metrics: SkinMetrics())
    /// let invisible = ImageSkinWarning(kind: .invisibleBackground, message: "the body will not show")
    /// ImageSkinCheck.scoped([invisible], to: arrowOnly).isEmpty  // true
    /// ```
    public static func scoped(_ warnings: [ImageSkinWarning], to manifest: ImageSkinManifest) -> [ImageSkinWarning] {
        manifest.hidesBody ? warnings.filter { $0.kind != .invisibleBackground } : warnings
    }
}
