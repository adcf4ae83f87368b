import Foundation

/// A skin whose arrow is drawn into the background: one set of images per arrow direction
/// (``ArrowBackgroundSet``), as Apple's iOS 5 popovers and GIKPopoverBackgroundView draw
/// it. ``ArrowInBackgroundLayout`` places its images; `skin.json` carries it as
/// `arrowInBackground` (see ``ImageSkinManifest``).
///
/// `left` may be left out: the right images are then mirrored left to right, as
/// GIKPopoverBackgroundView does.
///
/// ```swift
/// let skin = arrowInBackgroundSkin   // GIKPopoverBackgroundView's images and numbers
/// skin.left == nil                   // true: the right images, mirrored
/// skin.imageIDs.count                // 7: up, up-right, down, down-right, side, side-top, side-bottom
/// ```
public struct ArrowInBackgroundSkin<Image> {
    /// The images for an arrow pointing up.
    public var up: ArrowBackgroundSet<Image>
    /// The images for an arrow pointing down.
    public var down: ArrowBackgroundSet<Image>
    /// The images for an arrow pointing right.
    public var right: ArrowBackgroundSet<Image>
    /// The images for an arrow pointing left; `nil` mirrors `right`.
    public var left: ArrowBackgroundSet<Image>?

    /// Describes a skin.
    ///
    /// ```swift
    /// ArrowInBackgroundSkin(up: arrowInBackgroundSkin.up, down: arrowInBackgroundSkin.down, right: arrowInBackgroundSkin.right)
    /// ```
    public init(up: ArrowBackgroundSet<Image>, down: ArrowBackgroundSet<Image>, right: ArrowBackgroundSet<Image>, left: ArrowBackgroundSet<Image>? = nil) {
        self.up = up
        self.down = down
        self.right = right
        self.left = left
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
    /// arrowInBackgroundSkin.map { "\($0)@2x.png" }.up.main.image  // "PopoverBackgroundArrowUp@2x.png"
    /// ```
    public func map<Other>(_ transform: (Image) throws -> Other) rethrows -> ArrowInBackgroundSkin<Other> {
        try mapImages { try transform($1) }
    }

    /// The same skin with every image transformed, each knowing which it is (for errors
    /// that name it, say).
    ///
    /// ```swift
    /// arrowInBackgroundSkin.mapImages { id, _ in id.description }.right.trailingCorner?.image  // "right.trailingCorner"
    /// ```
    public func mapImages<Other>(_ transform: (ArrowBackgroundImageID, Image) throws -> Other) rethrows -> ArrowInBackgroundSkin<Other> {
        ArrowInBackgroundSkin<Other>(
            up: try up.mapImages { try transform(ArrowBackgroundImageID(direction: .up, variant: $0), $1) },
            down: try down.mapImages { try transform(ArrowBackgroundImageID(direction: .down, variant: $0), $1) },
            right: try right.mapImages { try transform(ArrowBackgroundImageID(direction: .right, variant: $0), $1) },
            left: try left.map { set in try set.mapImages { try transform(ArrowBackgroundImageID(direction: .left, variant: $0), $1) } }
        )
    }
}

extension ArrowInBackgroundSkin: Sendable where Image: Sendable {}
extension ArrowInBackgroundSkin: Equatable where Image: Equatable {}
/// In JSON, `{"up": …, "down": …, "right": …}` and `left` if it has images of its own. In
/// `skin.json` it is the `arrowInBackground` object, checked there against the metrics.
extension ArrowInBackgroundSkin: Codable where Image: Codable {}
