import Foundation
import PopoverCore
import PopoverImageSkin
import PopoverMenu
import PopoverRender

// The names that the documentation's examples take as given, with real values: the
// placement of docs/Features.md, a background view's layout, a render request, an
// exported skin.
// Each example is a test function (Generated/DocumentationExamples.swift) that may
// shadow any of them with its own `let`.

/// The `system` style and its metrics.
let style = PopoverStyle.system
let metrics = style.metrics

/// A 320 × 213 pt background view with an up arrow 40 pt left of centre.
let layout = BackgroundLayout(size: CGSize(width: 320, height: 213), direction: .up, arrowOffset: -40, metrics: metrics)
let arrow = layout.arrow!
/// WEPopover's skin laid out: a 13 pt shadow margin, an 18 × 14 pt up arrow, 300 × 200 pt at 2x.
let imageLayout = ImageSkinLayout(
    size: CGSize(width: 300, height: 200), direction: .up, arrowOffset: 0,
    metrics: SkinMetrics(arrowBase: 18, arrowHeight: 14, cornerRadius: 4), arrangement: ImageSkinArrangement(backgroundInsets: .uniform(13)),
    arrowImageSize: CGSize(width: 18, height: 14), arrowImageDrawn: .up, scale: 2)
/// That view's outline.
let path = PopoverOutline.path(for: layout)
/// The classic style's gradient.
let gradient: PopoverLinearGradient = {
    guard case let .linearGradient(gradient) = PopoverStyle.classic.fill else { fatalError("classic has a gradient") }
    return gradient
}()

/// GIKPopoverBackgroundView's fixture folder (skin.json and its PNGs), and its skin, the
/// arrow drawn into per-direction backgrounds, with the project's numbers
/// (Tests/Fixtures/RealSkins/GIKPopoverBackgroundView/README.md).
let gikFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/RealSkins/GIKPopoverBackgroundView")
let gikManifest = try! JSONDecoder().decode(ImageSkinManifest.self, from: Data(contentsOf: gikFolder.appendingPathComponent("skin.json")))
let arrowInBackgroundMetrics = gikManifest.metrics
let arrowInBackgroundSkin: ArrowInBackgroundSkin<String> = {
    guard case let .arrowInBackground(skin) = gikManifest.artwork else { fatalError("GIK's skin.json has no arrowInBackground") }
    return skin
}()
/// That skin laid out: 220 × 150 pt, an up arrow in the middle, at 2x.
let arrowInBackgroundLayout = ArrowInBackgroundLayout(
    size: CGSize(width: 220, height: 150), direction: .up, arrowOffset: 0, skin: arrowInBackgroundSkin, metrics: arrowInBackgroundMetrics, scale: 2)

/// docs/Features.md's placement: a button at the top of an iPad, content 320 × 200.
let placement = try! Placement.solve(PlacementRequest(
    anchor: CGRect(x: 500, y: 40, width: 44, height: 44),
    container: CGRect(x: 0, y: 0, width: 1024, height: 768),
    containerInsets: .uniform(10),
    contentSize: CGSize(width: 320, height: 200),
    permittedDirections: [.up, .down],
    metrics: metrics))

/// An orange skin, 320 × 200 pt with an up arrow, and its pixels.
let request = SkinRenderRequest(style: .orange, size: CGSize(width: 320, height: 200), direction: .up)
let image = try! PopoverRenderer.image(request)

/// docs/Placement.md's corner placement, drawn.
let diagram = try! PlacementDiagram(request: PlacementRequest(
    anchor: CGRect(x: 960, y: 700, width: 44, height: 44),
    container: CGRect(x: 0, y: 0, width: 1024, height: 768),
    containerInsets: .uniform(10),
    contentSize: CGSize(width: 320, height: 200)), style: .orange)

/// A folder of files the examples read, made once per test run.
let exampleFiles: URL = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("popoverkit-examples-\(getpid())")
    try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}()

/// The orange style exported as an asset catalog, and that catalog on disk.
let export = try! ImageSkinExporter.export(style: .orange)
let catalogURL: URL = {
    let url = exampleFiles.appendingPathComponent("Orange.xcassets")
    try! export.write(to: url)
    return url
}()

/// The orange skin's background and arrow at 2x, as PNG bytes, files and pixels.
let backgroundPNG = export.files["orangePopoverBackground.imageset/orangePopoverBackground@2x.png"]!
let arrowPNG = export.files["orangePopoverArrow.imageset/orangePopoverArrow@2x.png"]!
let backgroundURL = written(backgroundPNG, as: "background@2x.png")
let arrowURL = written(arrowPNG, as: "arrow@2x.png")
let pngURL = backgroundURL
let backgroundImage = try! PNGCodec.decode(backgroundPNG)
let arrowImage = try! PNGCodec.decode(arrowPNG)
let skin = try! ImageSkinImages.loose(
    background: backgroundPNG, capInsets: export.plan!.capInsets, arrows: [arrowPNG],
    metrics: PopoverStyle.orange.metrics, imageScale: 2)

/// GIK's 2x images as a skin, and its folder written as a catalog.
let gik = try! ArrowInBackgroundImages.loose(
    arrowInBackgroundSkin.map { try! Data(contentsOf: gikFolder.appendingPathComponent("\($0)@2x.png")) },
    metrics: arrowInBackgroundMetrics, imageScale: 2)
let gikCatalogURL: URL = {
    let (manifest, pngs) = try! ImageSkinFolder.read(gikFolder.appendingPathComponent("skin.json"))
    let url = exampleFiles.appendingPathComponent("GIK.xcassets")
    try! ImageSkinExporter.export(manifest, pngs: pngs).write(to: url)
    return url
}()

/// A style file: the orange style as JSON.
let styleURL = written(try! JSONEncoder().encode(PopoverStyle.orange), as: "orange.json")

/// A menu: issue 36's (Sort by: Name, checked, and Date; More with a submenu, Archive
/// disabled, Delete destructive). Its rows: header, Name, Date, separator, More, Archive, Delete.
let menu = try! PopoverMenu(json: Data(#"""
{"sections": [
  {"header": "Sort by", "items": [{"title": "Name", "state": "on"}, {"title": "Date", "subtitle": "Newest first", "image": "calendar"}]},
  {"items": [{"title": "More", "children": {"sections": [{"items": [{"title": "Duplicate"}]}]}},
             {"title": "Archive", "disabled": true}, {"title": "Delete", "role": "destructive", "image": "trash"}]}
]}
"""#.utf8))

/// A fixed-pitch measure for menus: every character half its font's size wide.
struct HalfEmMeasure: MenuTextMeasuring {
    func width(of text: Substring, font: MenuFont) -> CGFloat { CGFloat(text.count) * font.size / 2 }
}
let measure = HalfEmMeasure()

/// The menu laid out with touch metrics.
let menuLayout = MenuLayout(menu, measure: measure)

/// A menu file: the menu as JSON.
let menuURL = written(try! menu.jsonData(), as: "sort.json")

/// The colours of a menu in the system style, dark.
let palette = MenuPalette(style: .system, appearance: .dark, metrics: .touch)

private func written(_ data: Data, as name: String) -> URL {
    let url = exampleFiles.appendingPathComponent(name)
    try! data.write(to: url)
    return url
}
