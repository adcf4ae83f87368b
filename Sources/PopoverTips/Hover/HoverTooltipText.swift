import Foundation
import PopoverCore

/// A text hover tooltip's measures, the same in AppKit, UIKit and SwiftUI: its text
/// wraps at ``maximumWidth`` and sits inside ``insets`` (AppKit's tooltips' margins,
/// 4 pt above and below, 6 pt at the sides).
///
/// ```swift
/// HoverTooltipText.maximumWidth  // 300
/// HoverTooltipText.insets == PopoverInsets(top: 4, left: 6, bottom: 4, right: 6)  // true
/// ```
package enum HoverTooltipText {
    /// The widest a tooltip's text grows before it wraps, in points.
    package static let maximumWidth: CGFloat = 300
    /// The room around a tooltip's text, inside the popover's content.
    package static let insets = PopoverInsets(top: 4, left: 6, bottom: 4, right: 6)
}
