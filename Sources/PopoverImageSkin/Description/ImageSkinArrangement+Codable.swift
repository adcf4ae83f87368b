import Foundation
import PopoverCore

extension ImageSkinArrangement: Codable {
    private enum Keys: String, CodingKey, CaseIterable {
        case bodyOverlap, backgroundInsets, arrowLayer, arrowOrientation, pixelAligned, resizingMode
        case directions, fixedArrowOffset, arrowImageSize, backgroundCornerRadius
    }

    private enum SizeKeys: String, CodingKey, CaseIterable { case width, height }

    private enum DirectionKeys: String, CodingKey, CaseIterable { case up, down, left, right }

    /// Decodes and validates an arrangement; a missing key takes its default, an unknown
    /// one is refused by name, with the closest known key.
    ///
    /// ```swift
    /// try JSONDecoder().decode(ImageSkinArrangement.self, from: Data(#"{"bodyOverlap": 2}"#.utf8)).bodyOverlap  // 2
    /// ```
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        try KnownKeys.check(decoder, Keys.allCases.map(\.rawValue))
        self.init(
            bodyOverlap: try c.decodeIfPresent(CGFloat.self, forKey: .bodyOverlap) ?? 0,
            backgroundInsets: try c.decodeIfPresent(PopoverInsets.self, forKey: .backgroundInsets) ?? .zero,
            arrowLayer: try c.decodeIfPresent(ArrowLayer.self, forKey: .arrowLayer) ?? .overBody,
            arrowOrientation: try c.decodeIfPresent(ArrowOrientation.self, forKey: .arrowOrientation) ?? ArrowOrientation(),
            pixelAligned: try c.decodeIfPresent(Bool.self, forKey: .pixelAligned) ?? true,
            resizingMode: try c.decodeIfPresent(BackgroundResizing.self, forKey: .resizingMode) ?? .stretch,
            directions: try c.decodeIfPresent([ArrowDirection].self, forKey: .directions) ?? ArrowDirection.arrowed,
            fixedArrowOffsets: try Self.offsets(c),
            arrowImageSize: try c.contains(.arrowImageSize) ? Self.size(c, forKey: .arrowImageSize) : nil,
            backgroundCornerRadius: try c.decodeIfPresent(CGFloat.self, forKey: .backgroundCornerRadius) ?? 0
        )
        try validate()
    }

    /// Encodes every key a plain skin has, and the others when they differ from their
    /// defaults (every direction, the arrow where UIKit asks, the image's size, no clipping).
    ///
    /// ```swift
    /// try JSONEncoder().encode(ImageSkinArrangement())
    /// ```
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(bodyOverlap, forKey: .bodyOverlap)
        try c.encode(backgroundInsets, forKey: .backgroundInsets)
        try c.encode(arrowLayer, forKey: .arrowLayer)
        try c.encode(arrowOrientation, forKey: .arrowOrientation)
        try c.encode(pixelAligned, forKey: .pixelAligned)
        try c.encode(resizingMode, forKey: .resizingMode)
        if directions != ArrowDirection.arrowed { try c.encode(directions, forKey: .directions) }
        let offsets = ArrowDirection.arrowed.compactMap { fixedArrowOffsets[$0] }
        if offsets.count == 4, Set(offsets).count == 1 {
            try c.encode(offsets[0], forKey: .fixedArrowOffset)
        } else if !fixedArrowOffsets.isEmpty {
            var byDirection = c.nestedContainer(keyedBy: DirectionKeys.self, forKey: .fixedArrowOffset)
            for direction in ArrowDirection.arrowed {
                if let key = DirectionKeys(stringValue: direction.name) { try byDirection.encodeIfPresent(fixedArrowOffsets[direction], forKey: key) }
            }
        }
        if let arrowImageSize {
            var size = c.nestedContainer(keyedBy: SizeKeys.self, forKey: .arrowImageSize)
            try size.encode(arrowImageSize.width, forKey: .width)
            try size.encode(arrowImageSize.height, forKey: .height)
        }
        if backgroundCornerRadius != 0 { try c.encode(backgroundCornerRadius, forKey: .backgroundCornerRadius) }
    }

    /// `fixedArrowOffset`: absent, one number for every direction, or an object by direction.
    private static func offsets(_ c: KeyedDecodingContainer<Keys>) throws -> [ArrowDirection: CGFloat] {
        guard c.contains(.fixedArrowOffset) else { return [:] }
        if let all = try? c.decode(CGFloat.self, forKey: .fixedArrowOffset) {
            return Dictionary(uniqueKeysWithValues: ArrowDirection.arrowed.map { ($0, all) })
        }
        let byDirection = try c.nestedContainer(keyedBy: DirectionKeys.self, forKey: .fixedArrowOffset)
        try KnownKeys.check(try c.superDecoder(forKey: .fixedArrowOffset), DirectionKeys.allCases.map(\.rawValue))
        var offsets: [ArrowDirection: CGFloat] = [:]
        for key in byDirection.allKeys {
            offsets[ArrowDirection(name: key.rawValue) ?? .unknown] = try byDirection.decode(CGFloat.self, forKey: key)
        }
        return offsets
    }

    /// `{"width": …, "height": …}`, both required, no other key (as every other object).
    private static func size(_ c: KeyedDecodingContainer<Keys>, forKey key: Keys) throws -> CGSize {
        let size = try c.nestedContainer(keyedBy: SizeKeys.self, forKey: key)
        try KnownKeys.check(try c.superDecoder(forKey: key), SizeKeys.allCases.map(\.rawValue))
        return CGSize(width: try size.decode(CGFloat.self, forKey: .width), height: try size.decode(CGFloat.self, forKey: .height))
    }
}
