import Foundation
import PopoverCore
import PopoverInvariantChecks
import PopoverMenu
import Testing

/// Issue 47: a menu's appearance travels in its JSON, every bad value refused by its path.
@Suite struct MenuAppearanceJSONTests {
    static func random(_ random: inout SplitMix64) -> MenuAppearance {
        func maybe<T>(_ value: @autoclosure () -> T) -> T? { Bool.random(using: &random) ? value() : nil }
        func color() -> DynamicColor {
            DynamicColor(
                light: RGBAColor(packedForTests: UInt32.random(in: 0...UInt32.max, using: &random)),
                dark: RGBAColor(packedForTests: UInt32.random(in: 0...UInt32.max, using: &random)))
        }
        let widths: [MenuWidth] = [.natural, .matchingAnchor, .fixed(CGFloat(Int.random(in: 1...900, using: &random))), .fitting(minimum: 100, maximum: 300)]
        return MenuAppearance(
            width: widths.randomElement(using: &random)!, rowHeight: maybe(CGFloat(Int.random(in: 1...500, using: &random))),
            titleFont: maybe(MenuFont(size: CGFloat(Int.random(in: 1...200, using: &random)), weight: MenuFont.Weight.allCases.randomElement(using: &random)!)),
            subtitleFont: maybe(MenuFont(size: 11)), headerFont: maybe(MenuFont(size: 12, weight: .bold)),
            imageSize: maybe(CGFloat(Int.random(in: 1...200, using: &random))), textAlignment: MenuTextAlignment.allCases.randomElement(using: &random)!,
            separatorThickness: maybe(CGFloat(Int.random(in: 0...20, using: &random)) / 2), textColor: maybe(color()),
            secondaryTextColor: maybe(color()), highlightColor: maybe(color()), highlightedTextColor: maybe(color()), separatorColor: maybe(color()))
    }

    @Test func everyAppearanceRoundTripsThroughTheMenusJSON() throws {
        var random = SplitMix64(seed: 4_704)
        for _ in 0..<1_000 {
            var menu = PopoverMenu(sections: [MenuSection(items: [MenuItem(title: "Copy", tint: DynamicColor(.black), keepsMenuPresented: true)], selection: .multiple, keepsMenuPresented: true)])
            menu.appearance = Self.random(&random)
            #expect(try PopoverMenu(json: menu.jsonData()) == menu)
        }
    }

    @Test func theStandardAppearanceWritesNothing() throws {
        let text = String(decoding: try PopoverMenu(items: [MenuItem(title: "Copy")]).jsonData(), as: UTF8.self)
        #expect(!text.contains("appearance"))
        #expect(!text.contains("selection"))
    }

    @Test(arguments: [
        (#"{"appearance": {"rowHeight": 0}, "sections": []}"#, "appearance.rowHeight"),
        (#"{"appearance": {"width": -3}, "sections": []}"#, "appearance.width"),
        (#"{"appearance": {"width": "wide"}, "sections": []}"#, "appearance.width"),
        (#"{"appearance": {"width": {"minimum": 300, "maximum": 200}}, "sections": []}"#, "appearance.width.minimum"),
        (#"{"appearance": {"titleFont": {"size": 900}}, "sections": []}"#, "appearance.titleFont.size"),
        (#"{"appearance": {"titleFont": {"size": 12, "weight": "heavy"}}, "sections": []}"#, "appearance.titleFont.weight"),
        (#"{"appearance": {"separatorThickness": 40}, "sections": []}"#, "appearance.separatorThickness"),
        (#"{"appearance": {"imageSize": 0}, "sections": []}"#, "appearance.imageSize"),
        (##"{"appearance": {"textColour": "#000000"}, "sections": []}"##, "appearance.textColour"),
        (#"{"appearance": {"textAlignment": "justified"}, "sections": []}"#, "appearance.textAlignment"),
        (#"{"appearance": {"highlightColor": "blue"}, "sections": []}"#, "appearance.highlightColor"),
        (#"{"sections": [{"selection": "some", "items": []}]}"#, "sections[0].selection"),
        (##"{"sections": [{"items": [{"title": "A", "tint": "#12"}]}]}"##, "sections[0].items[0].tint"),
        (#"{"sections": [{"items": [{"title": "A", "children": {"appearance": {"rowHeight": 30}, "sections": [{"items": [{"title": "B"}]}]}}]}]}"#,
         "sections[0].items[0].children.appearance"),
    ])
    func aBadValueIsRefusedByItsPath(json: String, field: String) {
        #expect {
            try PopoverMenu(json: Data(json.utf8))
        } throws: { error in
            (error as? PopoverInputError)?.field == field
        }
    }
}

extension RGBAColor {
    init(packedForTests v: UInt32) {
        self.init(red: Double(v >> 24 & 0xFF) / 255, green: Double(v >> 16 & 0xFF) / 255, blue: Double(v >> 8 & 0xFF) / 255, alpha: Double(v & 0xFF) / 255)
    }
}
