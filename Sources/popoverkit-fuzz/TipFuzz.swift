import Foundation
import PopoverCore
import PopoverTips
import PopoverRender

/// Tips: random and hostile text (long words, newlines, non-Latin scripts, empty),
/// actions, widths, styles, scenes and spotlights through `TipRenderer`. Each either draws
/// (a scene's PNG is its container at its scale; an SVG holds only finite numbers) or is
/// refused with ``PopoverInputError``.
enum TipFuzz {
    static let area = FuzzArea(name: "tip", weight: 1) { random in
        let h = random.pick([0.0, 0.1, 0.3])
        let content = TipContent(
            title: random.chance(0.5) ? text(&random) : nil, message: random.chance(0.9) ? text(&random) : nil,
            actions: (0..<random.int(0...3)).map { TipAction(id: "a\($0)", title: text(&random)) }
        )
        var request = TipRenderRequest(
            content: content, style: RenderFuzz.style(&random), scale: random.chance(0.05) ? random.int(-1...5) : random.int(1...2),
            appearance: random.chance(0.5) ? .light : .dark, textStyle: textStyle(&random, hostileChance: h),
            layoutDirection: random.pick(PopoverLayoutDirection.allCases), direction: random.pick(ArrowDirection.allCases)
        )
        if random.chance(0.5) {
            let container = CGSize(width: random.value(1...800, hostileChance: h), height: random.value(1...800, hostileChance: h))
            let anchor = CGRect(
                x: random.value(-50...800, hostileChance: h), y: random.value(-50...800, hostileChance: h),
                width: random.value(0...120, hostileChance: h), height: random.value(0...120, hostileChance: h)
            )
            let spotlight = random.chance(0.7) ? Spotlight(
                padding: random.value(0...20, hostileChance: h), cornerRadius: random.value(0...30, hostileChance: h),
                dimOpacity: Double(random.value(0...1, hostileChance: h))
            ) : nil
            request.scene = TipRenderRequest.Scene(container: container, anchor: anchor, spotlight: spotlight)
        }
        if random.chance(0.2) {
            let (width, height) = (random.int(1...80), random.int(1...80))
            request.image = RenderedImage(width: width, height: height, bytes: [UInt8](repeating: 255, count: width * height * 4))
        }
        let format: OutputFormat = random.pick([.png, .png, .svg, .pdf])
        let data: Data
        do {
            data = try TipRenderer.data(request, format: format)
        } catch is PopoverInputError {
            return FuzzOutcome.refused
        }
        let pixels = request.scene.map { RenderedOutputCheck.pixels($0.container, scale: request.scale) }
        return try RenderedOutputCheck.problem(data, format: format, pixels: pixels)
    }

    /// A text style with random fonts, alignment and width, hostile values now and then.
    static func textStyle(_ random: inout FuzzRandom, hostileChance h: Double) -> TipTextStyle {
        func font() -> TipFont {
            TipFont(size: random.value(6...40, hostileChance: h), weight: random.pick(TipFont.Weight.allCases), textStyle: random.chance(0.5) ? random.pick(TipFont.TextStyle.allCases) : nil)
        }
        return TipTextStyle(
            titleFont: font(), messageFont: font(), actionFont: font(), alignment: random.pick(TipTextAlignment.allCases),
            maximumWidth: random.value(20...400, hostileChance: h)
        )
    }

    /// A tip's text: words of Latin, Cyrillic, Han, Arabic and emoji, long words and
    /// newlines now and then, sometimes empty or blank.
    static func text(_ random: inout FuzzRandom) -> String {
        if random.chance(0.05) { return random.pick(["", " ", "\n", "\t \n"]) }
        let alphabets = ["share photo tap here", "поделиться фото", "分享照片", "مشاركة الصورة", "📷✨👍", "x"]
        return (0..<random.int(1...40)).map { _ in
            let letters = Array(random.pick(alphabets))
            let length = random.chance(0.03) ? random.int(50...600) : random.int(1...9)
            let word = String((0..<length).map { _ in random.pick(letters) })
            return random.chance(0.05) ? word + "\n" : word
        }.joined(separator: " ")
    }
}
