import Foundation
import Testing
@testable import PopoverCore

/// Issue 18: what a style's fill becomes in each environment, decided in the core.
@Suite struct GlassResolutionTests {
    /// Every environment that changes a look: iOS 15 to 27, light and dark, each
    /// accessibility setting on and off.
    static let environments: [DrawingEnvironment] = (15...27).flatMap { os in
        Appearance.allCases.flatMap { appearance in
            [false, true].flatMap { reduce in
                [false, true].map { contrast in
                    DrawingEnvironment(osMajorVersion: os, appearance: appearance, reduceTransparency: reduce, increaseContrast: contrast)
                }
            }
        }
    }

    /// Glass styles beyond the built-in one: both variants, tints of any colour and alpha.
    static func randomGlassStyles(count: Int) -> [PopoverStyle] {
        var random = SeededRandom(seed: 18)
        return (0..<count).map { _ in
            var style = PopoverStyle.glass
            let tint = random.chance(0.3) ? nil : DynamicColor(
                light: RGBAColor(red: random.value(0...1), green: random.value(0...1), blue: random.value(0...1), alpha: random.value(0...1)),
                dark: RGBAColor(red: random.value(0...1), green: random.value(0...1), blue: random.value(0...1), alpha: random.value(0...1))
            )
            style.fill = .glass(GlassMaterial(variant: random.chance(0.5) ? .regular : .clear, tint: tint, isInteractive: random.chance(0.5)))
            return style
        }
    }

    /// Every style × every environment: a drawable recipe (finite numbers, a fill that
    /// shows), glass from iOS 26, a blur material below, and under Reduce Transparency an
    /// opaque fill that the style's text colour reads on at 4.5:1 or better.
    @Test func everyStyleInEveryEnvironmentResolvesToSomethingDrawable() {
        let layout = BackgroundLayout(size: CGSize(width: 240, height: 140), direction: .up, arrowOffset: -20, metrics: PopoverStyle.glass.metrics)
        var checked = 0
        for style in PopoverStyle.builtIn + Self.randomGlassStyles(count: 300) {
            for environment in Self.environments {
                checked += 1
                let drawing = SkinDrawing(style: style, layout: layout, environment: environment, scale: 2)
                switch drawing.fill {
                case let .seeThrough(paint):
                    #expect(!environment.reduceTransparency, "\(style.name): see-through under Reduce Transparency")
                    guard case .glass = style.fill else { Issue.record("\(style.name): see-through without glass"); continue }
                    switch paint.kind {
                    case .glass: #expect(environment.osMajorVersion >= 26)
                    case .blurMaterial: #expect(environment.osMajorVersion < 26)
                    }
                    #expect(paint.blurRadius.isFinite && paint.blurRadius > 0)
                    #expect(paint.frosting.alpha > 0 && paint.frosting.alpha <= 1)
                    #expect(paint.opaqueColor.alpha == 1)
                case let .solid(color) where environment.reduceTransparency && style.fill.isGlass:
                    #expect(color.alpha == 1, "\(style.name): Reduce Transparency left alpha \(color.alpha)")
                    let text = style.textColor(for: environment.appearance)
                    #expect(text.contrastRatio(with: color) >= 4.5, "\(style.name): text \(text) on \(color)")
                case .solid, .linear:
                    #expect(!style.fill.isGlass || environment.reduceTransparency)
                }
                if environment.increaseContrast {
                    let border = drawing.border
                    #expect(border != nil && border!.width >= 1 && border!.color.alpha >= 0.45, "\(style.name): weak edge \(String(describing: border))")
                }
            }
        }
        #expect(checked == (PopoverStyle.builtIn.count + 300) * 13 * 8)
    }

    @Test func aGlassStyleReadsAndWritesJSON() throws {
        var style = PopoverStyle.glass
        style.fill = .glass(GlassMaterial(variant: .clear, tint: DynamicColor(RGBAColor(red: 0, green: 102.0 / 255, blue: 1, alpha: 51.0 / 255)), isInteractive: true))
        let json = try style.jsonData()
        #expect(String(decoding: json, as: UTF8.self).contains(#""glass" : {"#))
        #expect(try PopoverStyle(json: json) == style)
    }

    @Test(arguments: [
        (#"{"variant": "frosted"}"#, #"fill.glass.variant: must be one of regular, clear, got "frosted""#),
        (#"{"tint": "blue"}"#, "fill.glass.tint"),
        (#"{"interactive": "yes"}"#, "fill.glass.interactive"),
    ])
    func badGlassIsRefusedNamingTheField(glass: String, message: String) throws {
        var json = String(decoding: try PopoverStyle.glass.jsonData(), as: UTF8.self)
        let start = try #require(json.range(of: #""glass" : {"#))
        let end = try #require(json[start.upperBound...].range(of: "}"))
        json.replaceSubrange(start.lowerBound..<end.upperBound, with: #""glass" : "# + glass)
        do {
            _ = try PopoverStyle(json: Data(json.utf8))
            Issue.record("accepted \(glass)")
        } catch let error as PopoverInputError {
            #expect("\(error)".hasPrefix(message), "\(error)")
        }
    }

    @Test func glassBeforeIOS26IsTheSystemMaterialAndUnderReduceTransparencyAnOpaqueColour() {
        let layout = BackgroundLayout(size: CGSize(width: 200, height: 100), direction: .down, arrowOffset: 0, metrics: PopoverStyle.glass.metrics)
        let material = GlassMaterial()
        #expect(FillPaint(.glass(material), environment: DrawingEnvironment(osMajorVersion: 27), layout: layout)
            == .seeThrough(SeeThroughPaint(material, environment: DrawingEnvironment(osMajorVersion: 27))))
        guard case let .seeThrough(below) = FillPaint(.glass(material), environment: DrawingEnvironment(osMajorVersion: 18), layout: layout) else {
            Issue.record("no material below 26"); return
        }
        #expect(below.kind == .blurMaterial && below.rimWidth == 0)
        #expect(FillPaint(.glass(material), environment: DrawingEnvironment(osMajorVersion: 26, appearance: .dark, reduceTransparency: true), layout: layout)
            == .solid(material.opaqueColor(for: .dark)))
    }
}

extension RGBAColor {
    /// WCAG contrast ratio of two opaque colours, 1 to 21.
    func contrastRatio(with other: RGBAColor) -> Double {
        let (a, b) = (relativeLuminance, other.relativeLuminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }
}

/// Tints built in code with hostile numbers still resolve to colours that can be drawn.
@Suite struct GlassHostileTests {
    @Test(arguments: [Double.nan, .infinity, -.infinity, 1e308, -1e308, -1, 2])
    func aHostileTintGivesDrawableColours(value: Double) {
        let tint = DynamicColor(RGBAColor(red: value, green: 0.5, blue: value, alpha: value))
        let material = GlassMaterial(variant: .regular, tint: tint)
        for appearance in Appearance.allCases {
            for color in [material.frosting(for: appearance), material.opaqueColor(for: appearance)] {
                for component in [color.red, color.green, color.blue, color.alpha] {
                    #expect(component.isFinite && (0...1).contains(component), "\(value) gave \(color)")
                }
            }
            #expect(material.opaqueColor(for: appearance).alpha == 1)
        }
    }
}

extension GlassHostileTests {
    @Test func theTintHandedToTheSystemIsInRangeAndUnchangedWhenItAlreadyWas() throws {
        let hostile = GlassMaterial(tint: DynamicColor(RGBAColor(red: .nan, green: 3, blue: -1, alpha: .infinity)))
        let paint = SeeThroughPaint(hostile, environment: DrawingEnvironment())
        let tint = try #require(paint.tint)
        #expect([tint.red, tint.green, tint.blue, tint.alpha] == [0, 1, 0, 1])
        let plain = RGBAColor(red: 0, green: 0.4, blue: 1, alpha: 0.2)
        let kept = try #require(SeeThroughPaint(GlassMaterial(tint: DynamicColor(plain)), environment: DrawingEnvironment()).tint)
        #expect(abs(kept.green - 0.4) < 1e-12 && abs(kept.alpha - 0.2) < 1e-12 && kept.blue == 1)
    }
}

extension GlassResolutionTests {
    /// An app built without the iOS 26 SDK draws the material even on iOS 26 and 27; one
    /// built with it draws glass there and the material below.
    @Test(arguments: [15, 18, 25, 26, 27, Int.max])
    func whatAnAppDrawsDependsOnTheSDKItWasBuiltWith(running: Int) {
        #expect(DrawingEnvironment(running: running, builtWithGlass: true).hasGlass == (running >= 26))
        #expect(!DrawingEnvironment(running: running, builtWithGlass: false).hasGlass)
        #expect(DrawingEnvironment(running: running, builtWithGlass: false).osMajorVersion == min(running, 25))
    }
}

extension GlassResolutionTests {
    /// `UIDesignRequiresCompatibility` keeps the earlier design for an app built with the
    /// iOS 26 SDK (or an earlier one, or one the Info.plist does not name); an app built
    /// with the iOS 27 SDK cannot opt out, and a build without glass never has it.
    @Test(arguments: [nil, 18, 26, 27, 28])
    func theCompatibilityKeyHoldsForAppsBuiltWithSDKsThatHonourIt(sdk: Int?) {
        for running in [18, 25, 26, 27] {
            for builtWithGlass in [false, true] {
                for key in [false, true] {
                    let environment = DrawingEnvironment(
                        running: running, builtWithGlass: builtWithGlass, designRequiresCompatibility: key, appSDKVersion: sdk
                    )
                    let keepsEarlierDesign = key && (sdk ?? 26) <= 26
                    #expect(environment.hasGlass == (running >= 26 && builtWithGlass && !keepsEarlierDesign),
                            "running \(running), glass SDK \(builtWithGlass), key \(key), SDK \(String(describing: sdk))")
                }
            }
        }
    }

    /// The Info.plist read as iOS writes it, and with values of the wrong type (which
    /// count as absent, never as a crash).
    @Test func theInfoPlistIsReadForTheKeyAndTheSDK() {
        let xcode26 = AppDesign(infoDictionary: ["UIDesignRequiresCompatibility": true, "DTPlatformVersion": "26.2"])
        #expect(xcode26 == AppDesign(infoDictionary: ["UIDesignRequiresCompatibility": true, "DTPlatformVersion": "26"]))
        #expect(xcode26.requiresCompatibility && xcode26.sdkMajorVersion == 26)
        let xcode27 = AppDesign(infoDictionary: ["UIDesignRequiresCompatibility": false, "DTPlatformVersion": "27.1"])
        #expect(!xcode27.requiresCompatibility && xcode27.sdkMajorVersion == 27)
        for hostile: [String: Any] in [
            [:], ["UIDesignRequiresCompatibility": "YES", "DTPlatformVersion": 26],
            ["DTPlatformVersion": ""], ["DTPlatformVersion": ".2"], ["DTPlatformVersion": "vingt-six"],
            ["DTPlatformVersion": "99999999999999999999999.1"],
        ] {
            let design = AppDesign(infoDictionary: hostile)
            #expect(!design.requiresCompatibility && design.sdkMajorVersion == nil, "\(hostile)")
        }
    }

    /// Glass's rim is the renderer's (white, 0.75 in light mode, 0.3 in dark) and the
    /// device's; the material before glass has none. Interactive glass says so.
    @Test func glassHasARimAndSaysWhetherItIsInteractive() {
        for appearance in Appearance.allCases {
            var material = GlassMaterial()
            material.isInteractive = true
            let glass = SeeThroughPaint(material, environment: DrawingEnvironment(osMajorVersion: 26, appearance: appearance))
            #expect(glass.rim == StrokePaint(width: 1, color: RGBAColor(red: 1, green: 1, blue: 1, alpha: appearance == .light ? 0.75 : 0.3)))
            #expect(glass.kind.isInteractive)
            let blur = SeeThroughPaint(material, environment: DrawingEnvironment(osMajorVersion: 18, appearance: appearance))
            #expect(blur.rim == nil && !blur.kind.isInteractive)
        }
        #expect(!SeeThroughPaint(GlassMaterial(), environment: DrawingEnvironment()).kind.isInteractive)
    }
}
