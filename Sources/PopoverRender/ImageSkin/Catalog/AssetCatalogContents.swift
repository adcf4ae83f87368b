import Foundation
@_spi(Plumbing) import PopoverCore

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

    /// Nine-part resizing: cap insets in the image's pixels, a 1-pixel stretched centre.
    struct Resizing: Codable, Equatable {
        var capInsets: Insets
        var center: Center
        var mode: String

        enum CodingKeys: String, CodingKey {
            case capInsets = "cap-insets", center, mode
        }

        /// Xcode's nine-part slicing of cap insets given in points, for art at `scale`.
        static func ninePart(_ c: PopoverInsets, scale: Int) -> Resizing {
            func pixels(_ points: CGFloat) -> Int { Int((points * CGFloat(scale)).rounded()) }
            return Resizing(
                capInsets: Insets(bottom: pixels(c.bottom), left: pixels(c.left), right: pixels(c.right), top: pixels(c.top)),
                center: Center(height: 1, mode: "stretch", width: 1),
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
        return try encoder.encode(value) + Data("\n".utf8)
    }
}
