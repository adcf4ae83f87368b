import Foundation
import PopoverCore

/// A skin whose arrow is drawn into the background: one set of images per arrow direction
/// (``ArrowBackgroundSet``), as Apple's iOS 5 popovers and GIKPopoverBackgroundView draw
/// it. ``ArrowInBackgroundLayout`` places its images; `skin.json` carries it as
/// `arrowInBackground` (see ``ImageSkinManifest``).
///
/// A skin has the directions its art has: `left` left out mirrors the right images left
/// to right, as GIKPopoverBackgroundView does; any other direction left out is not drawn
/// (``drawnDirections``), as Mumble's up-only MUPopoverBackgroundView. UIKit's popover
/// should permit only the drawn directions; asked for another, the layout draws the body
/// without an arrow.
///
/// ```swift
/// let skin = arrowInBackgroundSkin   // GIKPopoverBackgroundView's images and numbers
/// skin.left == nil                   // true: the right images, mirrored
/// skin.imageIDs.count                // 7: up, up-right, down, down-right, side, side-top, side-bottom
/// ```
public struct ArrowInBackgroundSkin<Image> {
    /// The images for an arrow pointing up; `nil` if the art has none.
    public var up: ArrowBackgroundSet<Image>?
    /// The images for an arrow pointing down; `nil` if the art has none.
    public var down: ArrowBackgroundSet<Image>?
    /// The images for an arrow pointing right; `nil` if the art has none.
    public var right: ArrowBackgroundSet<Image>?
    /// The images for an arrow pointing left; `nil` mirrors `right` (or, without `right`,
    /// leaves left undrawn).
    public var left: ArrowBackgroundSet<Image>?

    /// Describes a skin; give the directions the art has (at least one, checked by
    /// ``validate(metrics:)``).
    ///
    /// ```swift
    /// ArrowInBackgroundSkin(up: arrowInBackgroundSkin.up, down: arrowInBackgroundSkin.down, right: arrowInBackgroundSkin.right)
    /// ArrowInBackgroundSkin(up: arrowInBackgroundSkin.up)   // an up-only skin
    /// ```
    public init(
        up: ArrowBackgroundSet<Image>? = nil, down: ArrowBackgroundSet<Image>? = nil, right: ArrowBackgroundSet<Image>? = nil,
        left: ArrowBackgroundSet<Image>? = nil
    ) {
        self.up = up
        self.down = down
        self.right = right
        self.left = left
    }

    /// The directions the skin draws an arrow for: those with images, and left when
    /// `right` can be mirrored.
    ///
    /// ```swift
    /// arrowInBackgroundSkin.drawnDirections == .any                 // true
    /// ArrowInBackgroundSkin(up: arrowInBackgroundSkin.up).drawnDirections == .up  // true
    /// ```
    public var drawnDirections: ArrowDirections {
        var directions: ArrowDirections = []
        if up != nil { directions.insert(.up) }
        if down != nil { directions.insert(.down) }
        if right != nil { directions.formUnion([.right, .left]) }
        if left != nil { directions.insert(.left) }
        return directions
    }

    /// The set stored for a direction (`nil` for `left` when it mirrors `right`, and for `unknown`).
    ///
    /// ```swift
    /// arrowInBackgroundSkin.set(for: .down)?.main.image  // "PopoverBackgroundArrowDown"
    /// ```
    public func set(for direction: ArrowDirection) -> ArrowBackgroundSet<Image>? {
        switch direction {
        case .up: up
        case .down: down
        case .right: right
        case .left: left
        case .unknown: nil
        }
    }

    /// Every image the skin stores, by direction then variant.
    ///
    /// ```swift
    /// arrowInBackgroundSkin.imageIDs.first?.description  // "up.main"
    /// ```
    public var imageIDs: [ArrowBackgroundImageID] {
        [ArrowDirection.up, .down, .left, .right].flatMap { direction in
            ArrowBackgroundVariant.allCases.compactMap { variant in
                set(for: direction)?.image(variant) == nil ? nil : ArrowBackgroundImageID(direction: direction, variant: variant)
            }
        }
    }

    /// One stored image, or `nil` if the skin has none by that name.
    ///
    /// ```swift
    /// arrowInBackgroundSkin.image(ArrowBackgroundImageID(direction: .right, variant: .leadingCorner))?.image
    /// // "PopoverBackgroundArrowSideTop"
    /// ```
    public func image(_ id: ArrowBackgroundImageID) -> ArrowBackgroundImage<Image>? {
        set(for: id.direction)?.image(id.variant)
    }

    /// The same skin with every image transformed (names loaded into images, say).
    ///
    /// ```swift
    /// arrowInBackgroundSkin.map { "\($0)@2x.png" }.up?.main.image  // "PopoverBackgroundArrowUp@2x.png"
    /// ```
    public func map<Other>(_ transform: (Image) throws -> Other) rethrows -> ArrowInBackgroundSkin<Other> {
        try mapImages { try transform($1) }
    }

    /// The same skin with every image transformed, each knowing which it is (for errors
    /// that name it, say).
    ///
    /// ```swift
    /// arrowInBackgroundSkin.mapImages { id, _ in id.description }.right?.trailingCorner?.image  // "right.trailingCorner"
    /// ```
    public func mapImages<Other>(_ transform: (ArrowBackgroundImageID, Image) throws -> Other) rethrows -> ArrowInBackgroundSkin<Other> {
        ArrowInBackgroundSkin<Other>(
            up: try up.map { set in try set.mapImages { try transform(ArrowBackgroundImageID(direction: .up, variant: $0), $1) } },
            down: try down.map { set in try set.mapImages { try transform(ArrowBackgroundImageID(direction: .down, variant: $0), $1) } },
            right: try right.map { set in try set.mapImages { try transform(ArrowBackgroundImageID(direction: .right, variant: $0), $1) } },
            left: try left.map { set in try set.mapImages { try transform(ArrowBackgroundImageID(direction: .left, variant: $0), $1) } }
        )
    }
}

extension ArrowInBackgroundSkin: Sendable where Image: Sendable {}
extension ArrowInBackgroundSkin: Equatable where Image: Equatable {}

