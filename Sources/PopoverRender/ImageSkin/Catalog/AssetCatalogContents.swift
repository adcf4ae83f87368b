import Foundation
import PopoverCore
import PopoverImageSkin

/// The `Contents.json` files of an Xcode asset catalog, as far as image skins use them.
enum AssetCatalogContents {
    struct Info: Codable, Equatable {
        var author: String
        var version: Int
        static let popoverkit = Info(author: "popoverkit", version: 1)
    }

    /// The catalog's own `Contents.json`.
    struct Catalog: Codable, Equatable {
        var info: Info
    }

    /// An image set: one entry per scale and appearance.
    struct ImageSet: Codable, Equatable {
        var images: [Image]
        var info: Info
    }

    struct Image: Codable, Equatable {
        var appearances: [Appearance]?
        var filename: String?
        var idiom: String
        var resizing: Resizing?
        var scale: String?
    }

    struct Appearance: Codable, Equatable {
        var appearance: String
        var value: String
        static let dark = Appearance(appearance: "luminosity", value: "dark")
    }

    /// Nine-part resizing: cap insets in the image's pixels and the centre between them,
    /// stretched (one pixel, Xcode's own choice) or tiled (all of it).
    struct Resizing: Codable, Equatable {
        var capInsets: Insets
        var center: Center
        var mode: String

        enum CodingKeys: String, CodingKey {
            case capInsets = "cap-insets", center, mode
        }

        /// Xcode's nine-part slicing of cap insets given in points, for art of `width` ×
        /// `height` pixels at `scale`. Caps that leave nothing between them keep their size
        /// and the pixel at their boundary stretches (UIKit's rule): the slicing gives that
        /// pixel to the centre, which draws the same pixels.
        static func ninePart(_ c: PopoverInsets, scale: Int, width: Int, height: Int, mode: BackgroundResizing) -> Resizing {
            func pixels(_ points: CGFloat) -> Int { max(0, Int((points * CGFloat(scale)).rounded())) }
            /// The caps along one axis of `length` pixels, one pixel left between them.
            func caps(_ start: CGFloat, _ end: CGFloat, length: Int) -> (Int, Int, centre: Int) {
                let first = min(pixels(start), max(0, length - 1))
                let second = min(pixels(end), max(0, length - 1 - first))
                return (first, second, max(1, length - first - second))
            }
            let across = caps(c.left, c.right, length: width), down = caps(c.top, c.bottom, length: height)
            let tiles = mode == .tile
            return Resizing(
                capInsets: Insets(bottom: down.1, left: across.0, right: across.1, top: down.0),
                center: Center(height: tiles ? down.centre : 1, mode: tiles ? "tile" : "stretch", width: tiles ? across.centre : 1),
                mode: "9-part"
            )
        }
    }

    /// The stretched or tiled centre; Xcode leaves out the size of an axis that does not stretch.
    struct Center: Codable, Equatable {
        var height: Int?
        var mode: String
        var width: Int?
    }

    /// Cap insets in pixels; Xcode's three-part slicing leaves out the other axis's two.
    struct Insets: Codable, Equatable {
        var bottom: Int?
        var left: Int?
        var right: Int?
        var top: Int?
    }

    /// A data set (for the skin's manifest).
    struct DataSet: Codable, Equatable {
        var data: [DataEntry]
        var info: Info
    }

    struct DataEntry: Codable, Equatable {
        var filename: String
        var idiom: String
        var universalTypeIdentifier: String

        enum CodingKeys: String, CodingKey {
            case filename, idiom, universalTypeIdentifier = "universal-type-identifier"
        }
    }

    /// Pretty, key-sorted JSON, as Xcode writes it.
    static func encode<T: Encodable>(_ value: T) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var json = try encoder.encode(value)
        json.append(0x0A)
        return json
    }
}
