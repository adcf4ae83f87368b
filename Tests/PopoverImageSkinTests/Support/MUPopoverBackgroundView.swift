import Foundation
@testable import PopoverCore
@testable import PopoverImageSkin

/// Mumble for iOS's MUPopoverBackgroundView (github.com/mumble-voip/mumble-iphoneos,
/// Source/Classes/MUPopoverBackgroundView.m, BSD 3-Clause): one resizable image, Apple's
/// 57×51 pt `_UIPopoverViewBlackBackgroundArrowUp`, made with
/// `resizableImageWithCapInsets:UIEdgeInsetsMake(41, 47, 10, 10)` and drawn over the whole
/// view; `arrowDirection` always up, `arrowOffset` always 0: the arrow stays where the art
/// has it, 28.5 pt from the left. Its caps cover the image (47 + 10 = 57 across, 41 + 10 = 51
/// down): nothing is left to stretch, so UIKit stretches the pixels at the caps' boundaries.
///
/// Apple's art is not ours to commit; GIKPopoverBackgroundView's up image (MIT) has the same
/// size and shape (57×51 pt, the tip at 28.5) and stands in for it.
enum Mumble {
    /// `+arrowBase` 35, `+arrowHeight` 19, `+contentViewInsets` (8, 11, 11, 11); no corner
    /// radius in the code (GIK's 7 is used: it only chooses corner variants, and Mumble has none).
    static let metrics = SkinMetrics(arrowBase: 35, arrowHeight: 19, contentInsets: PopoverInsets(top: 8, left: 11, bottom: 11, right: 11), cornerRadius: 7)

    /// The up image with Mumble's caps, stretched whole with its arrow fixed; no other direction.
    static let skin = ArrowInBackgroundSkin(up: ArrowBackgroundSet(fixedArrow: ArrowBackgroundImage(
        image: "PopoverBackgroundArrowUp", size: CGSize(width: 57, height: 51),
        capInsets: PopoverInsets(top: 41, left: 47, bottom: 10, right: 10), arrowCentre: 28.5
    )))

    /// Mumble's skin as a designer writes it in skin.json.
    static let skinJSON = """
        {
          "format": 1, "name": "MUPopoverBackgroundView",
          "metrics": { "cornerRadius": 7, "arrow": { "base": 35, "height": 19 }, "contentInsets": { "top": 8, "left": 11, "bottom": 11, "right": 11 } },
          "arrowInBackground": {
            "up": {
              "main": { "image": "PopoverBackgroundArrowUp", "size": { "width": 57, "height": 51 },
                        "capInsets": { "top": 41, "left": 47, "bottom": 10, "right": 10 }, "arrowCentre": 28.5 },
              "fixedArrow": true
            }
          }
        }
        """
}
