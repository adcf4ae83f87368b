import Foundation

extension TipFont {
    /// The weights of the system font a tip is drawn in, on UIKit and AppKit alike: the
    /// four of ``TipFont/Weight``, and heavy, which Bold Text may reach.
    package enum SystemWeight: Sendable, Hashable, CaseIterable {
        case regular, medium, semibold, bold, heavy
    }

    /// The system font's weight for this font: its own, or under Bold Text (UIKit's
    /// setting; on the Mac, the tip's `boldText`) a step heavier, as UIKit's text styles
    /// are: regular and medium become semibold, semibold bold, bold heavy.
    ///
    /// ```swift
    /// TipFont(size: 13, weight: .regular).systemWeight(boldText: true)   // .semibold
    /// TipFont(size: 13, weight: .bold).systemWeight(boldText: false)     // .bold
    /// ```
    package func systemWeight(boldText: Bool) -> SystemWeight {
        switch (weight, boldText) {
        case (.regular, false): .regular
        case (.medium, false): .medium
        case (.semibold, false): .semibold
        case (.bold, false): .bold
        case (.regular, true), (.medium, true): .semibold
        case (.semibold, true): .bold
        case (.bold, true): .heavy
        }
    }
}
