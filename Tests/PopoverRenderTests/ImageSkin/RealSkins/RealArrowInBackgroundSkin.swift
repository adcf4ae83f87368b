import Foundation
import PopoverCore
import PopoverRender

/// GIKPopoverBackgroundView's skin as the fixture keeps it: skin.json (the project's numbers
/// in our description, checked against GIK's header in PopoverCoreTests) and the PNGs beside it.
enum RealArrowInBackgroundSkin {
    static let skinJSON = RealSkin.folder.appendingPathComponent("GIKPopoverBackgroundView/skin.json")

    /// The skin's images at 1x or 2x.
    static func gik(scale: Int) -> ArrowInBackgroundImages {
        // A fixture that does not read is a broken checkout: fail loudly.
        let (manifest, pngs) = try! ImageSkinFolder.read(skinJSON)
        guard case let .arrowInBackground(names) = manifest.artwork else { fatalError("GIK's skin.json has no arrowInBackground") }
        return try! ArrowInBackgroundImages.loose(names.map { pngs[$0]![scale]! }, metrics: manifest.metrics, imageScale: scale)
    }

    static let gik2x = gik(scale: 2)
    static let gik1x = gik(scale: 1)
}
