import Foundation
import PopoverCore

extension AssetCatalogContents.Resizing {
    /// Xcode's nine-part slicing for cap insets in points, in the pixels of `scale`, the
    /// centre stretched.
    static func ninePart(_ capInsets: PopoverInsets, scale: Int) -> Self {
        func pixels(_ points: CGFloat) -> Int { Int((points * CGFloat(scale)).rounded()) }
        return Self(
            capInsets: AssetCatalogContents.Insets(
                bottom: pixels(capInsets.bottom), left: pixels(capInsets.left), right: pixels(capInsets.right), top: pixels(capInsets.top)
            ),
            center: AssetCatalogContents.Center(height: 1, mode: "stretch", width: 1),
            mode: "9-part"
        )
    }
}

extension AssetCatalogContents {
    /// The catalog's own `Contents.json` and the skin's data set (`NAMEPopoverSkin.dataset`
    /// with `skin.json`), the files every skin catalog starts from. `ImagePopoverSkin`
    /// loads it as `assetCatalogSkin: "NAMEPopoverSkin"`.
    static func skinFiles(_ manifest: ImageSkinManifest, setPrefix name: String) throws -> [String: Data] {
        let dataset = "\(name)PopoverSkin.dataset"
        return [
            "Contents.json": try encode(Catalog(info: .popoverkit)),
            "\(dataset)/skin.json": try encode(manifest),
            "\(dataset)/Contents.json": try encode(DataSet(
                data: [DataEntry(filename: "skin.json", idiom: "universal", universalTypeIdentifier: "public.json")], info: .popoverkit
            )),
        ]
    }

    /// A skin's name as a prefix for set names: its letters and digits, or `custom`.
    static func setPrefix(_ name: String) -> String {
        let plain = name.filter { $0.isLetter || $0.isNumber }
        return plain.isEmpty ? "custom" : plain
    }
}
