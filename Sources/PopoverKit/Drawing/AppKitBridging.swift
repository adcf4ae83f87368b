#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import PopoverCore

extension NSColor {
    /// The same colour as PopoverCore's type (sRGB).
    ///
    /// ```swift
    /// label.textColor = NSColor(PopoverStyle.noir.textColor(for: .dark))
    /// ```
    public convenience init(_ color: RGBAColor) {
        self.init(srgbRed: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }

    /// A colour that takes the light or dark variant as the drawing appearance says.
    ///
    /// ```swift
    /// view.layer?.backgroundColor = NSColor(DynamicColor(light: .white, dark: .black)).cgColor
    /// ```
    public convenience init(_ color: DynamicColor) {
        self.init(name: nil) { appearance in NSColor(color.resolved(for: Appearance(appearance))) }
    }
}

extension PopoverStyle {
    /// Black or white text, whichever reads better on this style's fill in the current
    /// light or dark appearance (``/PopoverCore/PopoverStyle/textColor(for:)``), on the Mac.
    ///
    /// ```swift
    /// label.textColor = PopoverStyle.tooltip.dynamicTextColor   // white in light mode, black in dark
    /// ```
    public var dynamicTextColor: NSColor {
        NSColor(DynamicColor(light: textColor(for: .light), dark: textColor(for: .dark)))
    }
}

extension Appearance {
    /// Light or dark, as an AppKit appearance says (the dark and the dark high-contrast
    /// Aqua appearances read as dark).
    init(_ appearance: NSAppearance) {
        self = appearance.bestMatch(from: [.aqua, .darkAqua]) == .darkAqua ? .dark : .light
    }
}

extension ScreenSpace {
    /// The Mac's displays now (`NSScreen.screens`, the one with the menu bar first). Read
    /// again for every placement: AppKit says not to keep `visibleFrame`.
    @MainActor
    static var current: ScreenSpace {
        ScreenSpace(screens: NSScreen.screens.map { Screen(frame: $0.frame, visibleFrame: $0.visibleFrame) })
    }
}

extension DrawingEnvironment {
    /// The environment a panel draws in on the Mac: the running macOS's major version,
    /// light or dark from `appearance`, and NSWorkspace's Reduce Transparency and
    /// Increase Contrast. No glass: the package is checked against the macOS 15.5 SDK,
    /// which has no glass API, so a Mac build draws the system material even on macOS
    /// 26 (the core's environment of an app built without glass).
    @MainActor
    init(macAppearance appearance: NSAppearance) {
        let workspace = NSWorkspace.shared
        self.init(
            running: ProcessInfo.processInfo.operatingSystemVersion.majorVersion, builtWithGlass: false,
            appearance: Appearance(appearance),
            reduceTransparency: workspace.accessibilityDisplayShouldReduceTransparency,
            increaseContrast: workspace.accessibilityDisplayShouldIncreaseContrast
        )
    }
}

extension PresentationMotion {
    /// The motion for `animated` under the Mac's Reduce Motion setting.
    @MainActor
    init(macAnimated animated: Bool) {
        self.init(animated: animated, reduceMotion: NSWorkspace.shared.accessibilityDisplayShouldReduceMotion)
    }
}
#endif
