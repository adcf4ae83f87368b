import Foundation
@testable import PopoverCore
@testable import PopoverImageSkin

/// GIKPopoverBackgroundView (github.com/GiK/GIKPopoverBackgroundView, commit 112184b, MIT):
/// its numbers in our skin description, and its layout decisions transcribed from
/// GIKPopoverBackgroundView.m to test ours against.
enum GIK {
    /// `kPopoverArrowWidth` 37, `kPopoverArrowHeight` 19, `kPopoverEdgeInsets` 8 all round,
    /// `kPopoverCornerRadius` 7 (the corner-variant threshold).
    static let metrics = SkinMetrics(arrowBase: 37, arrowHeight: 19, contentInsets: .uniform(8), cornerRadius: 7)

    /// The cap insets are the .h's `kArrow…Insets`, except SideTop's: the image-files example
    /// (GIKImageFilesPopoverBackgroundView.m) overrides them to 43, 9, 9, 27 for its 37×53 pt
    /// PNG. Second stretches: `kSecondHalfRightInset`, `kSecondHalfBottomInset` 9. Arrow
    /// centres: the middle of the arrow's art in the PNGs (the tip pixel x 28 at 1x → 28.5; the
    /// Side image's y 43 → 43.5, `kSideArrowCenterOffset` 7 below its middle plus that half
    /// point; SideTop's arrow is drawn a little off its tip pixel, 23.75 at 2x and 24 at 1x).
    static let skin: ArrowInBackgroundSkin<String> = {
        func image(_ name: String, _ width: CGFloat, _ height: CGFloat, _ caps: PopoverInsets, _ centre: CGFloat) -> ArrowBackgroundImage<String> {
            ArrowBackgroundImage(image: "PopoverBackgroundArrow" + name, size: CGSize(width: width, height: height), capInsets: caps, arrowCentre: centre)
        }
        return ArrowInBackgroundSkin(
            up: ArrowBackgroundSet(
                main: image("Up", 57, 51, PopoverInsets(top: 41, left: 9, bottom: 9, right: 47), 28.5), secondStretchCap: 9,
                trailingCorner: image("UpRight", 52, 51, PopoverInsets(top: 41, left: 9, bottom: 9, right: 42), 28.5)),
            down: ArrowBackgroundSet(
                main: image("Down", 57, 51, PopoverInsets(top: 23, left: 9, bottom: 27, right: 47), 28.5), secondStretchCap: 9,
                trailingCorner: image("DownRight", 52, 51, PopoverInsets(top: 23, left: 9, bottom: 27, right: 42), 28.5)),
            right: ArrowBackgroundSet(
                main: image("Side", 37, 72, PopoverInsets(top: 24, left: 9, bottom: 47, right: 27), 43.5), secondStretchCap: 9,
                leadingCorner: image("SideTop", 37, 53, PopoverInsets(top: 43, left: 9, bottom: 9, right: 27), 23.75),
                trailingCorner: image("SideBottom", 37, 67, PopoverInsets(top: 23, left: 9, bottom: 43, right: 27), 43.5)))
    }()

    /// The fixture's skin.json (Tests/Fixtures/RealSkins/GIKPopoverBackgroundView).
    static let skinJSON = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/RealSkins/GIKPopoverBackgroundView/skin.json")

    /// The image GIK draws: `-upOrDownArrowImage` and `-sideArrowImage`, with
    /// `-isArrowAtLeftEdgeOfPopover` and friends (`_arrowCenter ∓ _halfBase` against the
    /// bounds inset by `popoverCornerRadius`), `mirrored` as GIK passes it.
    static func image(_ direction: ArrowDirection, size: CGSize, arrowOffset: CGFloat) -> (name: String, mirrored: Bool) {
        let halfBase: CGFloat = 37 / 2, radius: CGFloat = 7
        if direction.isVertical {
            let center = size.width / 2 + arrowOffset
            let atLeft = center - halfBase < radius, atRight = center + halfBase > size.width - radius
            let up = direction == .up
            guard atLeft || atRight else { return (up ? "PopoverBackgroundArrowUp" : "PopoverBackgroundArrowDown", false) }
            return (up ? "PopoverBackgroundArrowUpRight" : "PopoverBackgroundArrowDownRight", atLeft)
        }
        let center = size.height / 2 + arrowOffset
        let atTop = center - halfBase < radius, atBottom = center + halfBase > size.height - radius
        let left = direction == .left   // -twoPartStretchableImageWithType: and the corner images mirror for a left arrow
        guard atTop || atBottom else { return ("PopoverBackgroundArrowSide", left) }
        return (atTop ? "PopoverBackgroundArrowSideTop" : "PopoverBackgroundArrowSideBottom", left)
    }

    /// Where GIK's two stretches meet: `-firstHalfStretchAmountForImage:` rounds
    /// `_arrowCenter + (width − 1) / 2` (up, down) or `_arrowCenter + height / 2 − 1 −
    /// kSideArrowCenterOffset` (sides), and `-horizontalInsetsForStretchedImage:` starts the
    /// second stretch `kSecondHalfRightInset + 1` = 10 pt before that.
    static func meeting(_ direction: ArrowDirection, size: CGSize, arrowOffset: CGFloat) -> CGFloat {
        if direction.isVertical {
            return (size.width / 2 + arrowOffset + (57 - 1) / 2).rounded() - 10
        }
        return (size.height / 2 + arrowOffset + 72 / 2 - 1 - 7).rounded() - 10
    }
}
