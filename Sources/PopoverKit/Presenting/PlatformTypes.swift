#if canImport(UIKit)
import UIKit

/// The view type of the platform a shared file is compiled for: `UIView` with UIKit
/// (iOS, iPadOS, Mac Catalyst), `NSView` with AppKit. Shared code names this, and its
/// `+UIKit` / `+AppKit` halves the real type.
typealias PlatformView = UIView
/// The standalone popover of the platform: ``PopoverView`` with UIKit, ``PopoverPanel``
/// with AppKit.
typealias PlatformPopover = PopoverView
/// The platform's font type.
typealias PlatformFont = UIFont
/// The platform's image type.
typealias PlatformImage = UIImage
/// The platform's colour type.
typealias PlatformColor = UIColor
#elseif canImport(AppKit)
import AppKit

/// The view type of the platform a shared file is compiled for: `UIView` with UIKit
/// (iOS, iPadOS, Mac Catalyst), `NSView` with AppKit. Shared code names this, and its
/// `+UIKit` / `+AppKit` halves the real type.
typealias PlatformView = NSView
/// The standalone popover of the platform: ``PopoverView`` with UIKit, ``PopoverPanel``
/// with AppKit.
typealias PlatformPopover = PopoverPanel
/// The platform's font type.
typealias PlatformFont = NSFont
/// The platform's image type.
typealias PlatformImage = NSImage
/// The platform's colour type.
typealias PlatformColor = NSColor
#endif
