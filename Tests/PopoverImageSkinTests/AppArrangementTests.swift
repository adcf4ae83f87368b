import Foundation
@testable import PopoverCore
@testable import PopoverImageSkin
import Testing

/// Issue 21, fault 4: what real apps' skins do around their images, in the layout and in
/// skin.json. The numbers are the apps' own (their `layoutSubviews` and class methods).
@Suite struct AppArrangementTests {
    /// Rockpack's SYNPopoverBackgroundView (the KSCustomUIPopover template): arrow 35×20,
    /// body 2 pt under it, `_arrowOffset = -80.0` at the top of `layoutSubviews`, which only
    /// the up case reads; down, left and right centre the arrow.
    static let rockpack = ImageSkinArrangement(bodyOverlap: 2, fixedArrowOffsets: [.up: -80, .down: 0, .left: 0, .right: 0])
    static let rockpackMetrics = SkinMetrics(arrowBase: 35, arrowHeight: 20, contentInsets: .uniform(8), cornerRadius: 9)

    func layout(
        _ arrangement: ImageSkinArrangement, direction: ArrowDirection, offset: CGFloat, size: CGSize = CGSize(width: 300, height: 200),
        metrics: SkinMetrics = rockpackMetrics, image: CGSize = CGSize(width: 35, height: 20), scale: CGFloat = 1
    ) -> ImageSkinLayout {
        ImageSkinLayout(
            size: size, direction: direction, arrowOffset: offset, metrics: metrics, arrangement: arrangement,
            arrowImageSizes: .rotated(up: image), scale: scale
        )
    }

    /// Whatever UIKit asks, Rockpack's up arrow sits 80 pt left of centre: its code puts the
    /// image at `roundf((300 - 35) / 2 - 80)` = 53 on a 300 pt view; the other directions
    /// are centred.
    @Test(arguments: [-400, -80, 0, 55, 1e6] as [CGFloat])
    func aFixedOffsetIsDrawnWhateverUIKitAsks(uikitOffset: CGFloat) {
        let up = layout(Self.rockpack, direction: .up, offset: uikitOffset)
        #expect(up.arrowImage?.frame.minX == 53)
        #expect(up.arrowOffset == -80)
        #expect(up == layout(ImageSkinArrangement(bodyOverlap: 2), direction: .up, offset: -80))
        for direction in [ArrowDirection.down, .left, .right] {
            #expect(layout(Self.rockpack, direction: direction, offset: uikitOffset) == layout(ImageSkinArrangement(bodyOverlap: 2), direction: direction, offset: 0))
        }
    }

    /// A direction with no fixed offset follows UIKit.
    @Test func anUnlistedDirectionFollowsUIKit() {
        let upOnly = ImageSkinArrangement(fixedArrowOffsets: [.up: 0])
        #expect(layout(upOnly, direction: .down, offset: 40).arrowOffset == 40)
    }

    /// OpenIM's arrow is a 28×9 pt image drawn into a 14×9 frame: the frame has that size,
    /// its tip still on the view's edge and its base on the body, centred on the arrow.
    @Test(arguments: ArrowDirection.arrowed)
    func theArrowImageIsDrawnIntoItsFrameSize(direction: ArrowDirection) throws {
        let metrics = SkinMetrics(arrowBase: 14, arrowHeight: 9, cornerRadius: 15)
        let plain = layout(ImageSkinArrangement(), direction: direction, offset: 10, metrics: metrics, image: CGSize(width: 28, height: 9))
        let framed = layout(
            ImageSkinArrangement(arrowImageSize: CGSize(width: 14, height: 9)), direction: direction, offset: 10, metrics: metrics,
            image: CGSize(width: 28, height: 9)
        )
        let frame = try #require(framed.arrowImage)
        #expect(frame.size == CGSize(width: 14, height: 9))
        #expect(plain.arrowImage?.size == CGSize(width: 28, height: 9))
        let arrow = try #require(framed.arrow)
        let box = frame.frame
        switch direction {
        case .up: #expect(box.minY == 0 && box.midX == arrow.tip.x)
        case .down: #expect(box.maxY == 200 && box.midX == arrow.tip.x)
        case .left: #expect(box.minX == 0 && box.midY == arrow.tip.y)
        default: #expect(box.maxX == 300 && box.midY == arrow.tip.y)
        }
        #expect(framed.visibleBody == plain.visibleBody)
    }

    /// Mumble's skin lays out only up: asked for down it draws the body where UIKit puts
    /// it and no arrow; the system popover is told to permit only up.
    @Test func aDirectionTheSkinDoesNotDrawHasNoArrow() {
        let upOnly = ImageSkinArrangement(directions: [.up])
        let down = layout(upOnly, direction: .down, offset: 0)
        #expect(down.arrow == nil && down.arrowImage == nil)
        #expect(down.visibleBody == layout(ImageSkinArrangement(), direction: .down, offset: 0).visibleBody)
        #expect(layout(upOnly, direction: .up, offset: 0) == layout(ImageSkinArrangement(), direction: .up, offset: 0))
        #expect(ArrowDirections.any.drawable(by: [.up]) == .up)
        #expect(ArrowDirections([.down, .left]).drawable(by: [.up]) == [.down, .left])
        #expect(ArrowDirections([.down, .up]).drawable(by: [.up, .down, .right]) == [.up, .down])
        // UIKit's masks: `.unknown` (all bits) stays as it is, not read as any direction.
        #expect(ArrowDirections.permittedMask(15, drawableBy: .up) == 1)
        #expect(ArrowDirections.permittedMask(2, drawableBy: .up) == 2)
        #expect(ArrowDirections.permittedMask(.max, drawableBy: .up) == .max)
        #expect(ArrowDirections.permittedMask(0, drawableBy: .up) == 0)
    }

    /// CustomPopoverSkinDemo rounds its body image view (`cornerRadius = 15`, `masksToBounds`).
    @Test func theBackgroundCornerRadiusReachesTheLayout() {
        #expect(layout(ImageSkinArrangement(backgroundCornerRadius: 15), direction: .left, offset: 0).backgroundCornerRadius == 15)
        #expect(layout(ImageSkinArrangement(backgroundCornerRadius: .nan), direction: .left, offset: 0).backgroundCornerRadius == 0)
    }

    /// The new keys in skin.json: written only when they differ from the defaults, read
    /// back the same; one number stands for every direction's offset.
    @Test func theNewKeysRoundTrip() throws {
        let arrangement = ImageSkinArrangement(
            bodyOverlap: 2, directions: [.up, .down], fixedArrowOffsets: [.up: -80, .down: 0], arrowImageSize: CGSize(width: 14, height: 9),
            backgroundCornerRadius: 15
        )
        let json = try JSONEncoder().encode(arrangement)
        #expect(try JSONDecoder().decode(ImageSkinArrangement.self, from: json) == arrangement)
        let plain = String(decoding: try JSONEncoder().encode(ImageSkinArrangement()), as: UTF8.self)
        for key in ["directions", "fixedArrowOffset", "arrowImageSize", "backgroundCornerRadius"] { #expect(!plain.contains(key)) }
        let all = try JSONDecoder().decode(ImageSkinArrangement.self, from: Data(#"{"fixedArrowOffset": 0}"#.utf8))
        #expect(all.fixedArrowOffsets == [.up: 0, .down: 0, .left: 0, .right: 0])
        #expect(String(decoding: try JSONEncoder().encode(all), as: UTF8.self).contains(#""fixedArrowOffset":0"#))
    }

    /// Bad values are refused naming the key.
    @Test(arguments: [
        (#"{"directions": []}"#, "placement.directions: must list up, down, left or right, each at most once, at least one, got []"),
        (#"{"directions": ["up", "up"]}"#, "placement.directions: must list up, down, left or right, each at most once, at least one, got [up,up]"),
        (#"{"directions": ["none"]}"#, "placement.directions: must list up, down, left or right, each at most once, at least one, got [none]"),
        (#"{"arrowImageSize": {"width": 0, "height": 9}}"#, "placement.arrowImageSize.width: must be > 0, got 0"),
        (#"{"backgroundCornerRadius": -1}"#, "placement.backgroundCornerRadius: must be >= 0, got -1"),
        (#"{"fixedArrowOffset": {"up": 1e12}}"#, "placement.fixedArrowOffset.up: must be a finite number of points, at most 1000000000 either way, got 1000000000000"),
    ])
    func badValuesAreRefusedByName(json: String, message: String) throws {
        let error = try #require(throws: PopoverInputError.self) { try JSONDecoder().decode(ImageSkinArrangement.self, from: Data(json.utf8)) }
        #expect(error.description == message)
    }

    @Test func anUnknownDirectionKeyIsRefusedWithTheClosest() throws {
        let json = Data(#"{"fixedArrowOffset": {"upp": -80}}"#.utf8)
        let error = try #require(throws: PopoverInputError.self) { try JSONDecoder().decode(ImageSkinArrangement.self, from: json) }
        #expect(error.description == #"fixedArrowOffset.upp: is not a key here (known: up, down, left, right; did you mean "up"?), got "upp""#)
    }

    /// `arrowImageSize` took any key beside width and height (issue 32), where every other
    /// object of skin.json refuses them.
    @Test func anUnknownSizeKeyIsRefusedWithTheClosest() throws {
        let json = Data(#"{"arrowImageSize": {"width": 20, "height": 9, "heigth": 10}}"#.utf8)
        let error = try #require(throws: PopoverInputError.self) { try JSONDecoder().decode(ImageSkinArrangement.self, from: json) }
        #expect(error.description == #"arrowImageSize.heigth: is not a key here (known: width, height; did you mean "height"?), got "heigth""#)
    }
}

/// The new arrangement fields with hostile values set in code: the layout stays finite
/// (sanitized), and validation refuses each by name.
@Suite struct AppArrangementHostileTests {
    static let hostile: [CGFloat] = [.nan, .infinity, -.infinity, 1e308, -1e308, -1]

    @Test(arguments: hostile)
    func hostileValuesLayOutFiniteAndAreRefused(value: CGFloat) throws {
        let arrangement = ImageSkinArrangement(
            directions: [.up], fixedArrowOffsets: [.up: value], arrowImageSize: CGSize(width: value, height: value),
            backgroundCornerRadius: value
        )
        #expect(throws: PopoverInputError.self) { try arrangement.validate() }
        let layout = ImageSkinLayout(
            size: CGSize(width: 300, height: 200), direction: .up, arrowOffset: 0, metrics: AppArrangementTests.rockpackMetrics,
            arrangement: arrangement, arrowImageSizes: .rotated(up: CGSize(width: 35, height: 20)), scale: 2
        )
        let numbers = [layout.backgroundCornerRadius, layout.arrowOffset] + [layout.arrowImage?.frame, layout.backgroundImageRect, layout.visibleBody]
            .compactMap { $0 }.flatMap { [$0.minX, $0.minY, $0.width, $0.height] }
        let finite = numbers.allSatisfy { $0.isFinite }
        #expect(finite, "\(value): \(layout)")
    }
}
