#if canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import Foundation
import ObjectiveC
import PopoverCore
import PopoverTips

extension PlatformView {
    /// Gives `rect` of this view (in its coordinates) a hover tooltip of its own, as AppKit's
    /// `addToolTip(_:owner:userData:)` and UIKit's `UIToolTipConfiguration(toolTip:in:)` give
    /// a tooltip to a part of a view: it shows, stays and hides as
    /// ``setArrowToolTip(_:style:delay:placement:)``'s, for the pointer or a finger held in
    /// the rectangle, at the rectangle when shown with an arrow. A view holds any number of
    /// them, each its own tooltip (moving from one to the next hides one and shows the
    /// other, at once while warm); where they overlap the one set last is on top; one set
    /// again for the same rectangle replaces it, and `nil` takes that rectangle's away. The
    /// view's own tooltip, if it has one, shows outside them. A rectangle is no
    /// accessibility element: VoiceOver reads no hint from it, so give the element that
    /// shows that part (a cell, a `UIAccessibilityElement`, an `NSAccessibilityElement`)
    /// its own hint, and keyboard focus, which goes to views, shows the view's own tooltip.
    ///
    /// ```swift
    /// contentView.setArrowToolTip("Revenue: $12,400", for: CGRect(x: 0, y: 0, width: 40, height: 120))
    /// ```
    public func setArrowToolTip(_ text: String?, for rect: CGRect, style: PopoverStyle = .tooltip, delay: TimeInterval? = nil,
                                placement: HoverTooltipPlacement = .pointer) {
        let tip = text.flatMap { $0.isEmpty ? nil : ToolTipRegions.Tip(text: $0, style: style, delay: delay, placement: placement) }
        ToolTipRegions.of(self).set(tip, for: rect)
    }

    /// Gives this view's parts hover tooltips that `provider` finds as the pointer moves
    /// (or where a finger touches), as AppKit's `NSViewToolTipOwner` gives the string for a
    /// point (`view(_:stringForToolTip:point:userData:)`) and UIKit's
    /// `UIToolTipInteractionDelegate` a configuration for a point
    /// (`toolTipInteraction(_:configurationAt:)`): for a point in the view (its
    /// coordinates), the region it is in and that region's text, or `nil` for none there.
    /// A region that does not hold the point counts as none. Moving into another region
    /// (another rectangle, or the same with another text) hides one tooltip and shows the
    /// other, as with ``setArrowToolTip(_:for:style:delay:placement:)``'s rectangles, which
    /// are on top of these. `nil` takes the provider away. VoiceOver reads no hint from a
    /// region: give the elements that show them (a table's cells) their own.
    ///
    /// ```swift
    /// tableView.setArrowToolTips { point in
    ///     let row = Int(point.y / 44)
    ///     return (CGRect(x: 0, y: CGFloat(row) * 44, width: 320, height: 44), "Row \(row + 1)")
    /// }
    /// ```
    public func setArrowToolTips(style: PopoverStyle = .tooltip, delay: TimeInterval? = nil,
                                 placement: HoverTooltipPlacement = .pointer,
                                 provider: ((CGPoint) -> (rect: CGRect, text: String)?)?) {
        ToolTipRegions.of(self).set(provider, style: style, delay: delay, placement: placement)
    }
}

/// A view's tooltip regions: its rectangles' and its provider's, decided by
/// ``/PopoverTips/TooltipRegions`` as its ``ToolTipWatch`` tells where the pointer and a
/// finger are; each region the pointer enters or a finger touches gets a ``ToolTipTarget``
/// of its own, kept while the pointer or the finger is on it or its tooltip shows.
@MainActor
final class ToolTipRegions: NSObject, ToolTipWatching {
    /// A region's tooltip: its text and how it shows.
    struct Tip: Equatable {
        var text: String
        var style: PopoverStyle
        var delay: TimeInterval?
        var placement: HoverTooltipPlacement
    }

    nonisolated(unsafe) private static var key: UInt8 = 0
    private weak var view: PlatformView?
    private var regions = TooltipRegions<Tip>()
    private var provider: ((CGPoint) -> (rect: CGRect, text: String)?)?
    /// How the provider's regions show (its text left empty).
    private var providerTip = Tip(text: "", style: .tooltip, delay: nil, placement: .pointer)
    private var watch: ToolTipWatch?
    /// The target of the region the pointer is in, and of the one a finger last touched.
    private var current: ToolTipTarget?
    private var touched: ToolTipTarget?
    /// Every target still kept: those two and those whose tooltip shows.
    private var kept: [ToolTipTarget] = []

    private init(view: PlatformView) {
        self.view = view
    }

    /// The regions of `view`, made on first use.
    static func of(_ view: PlatformView) -> ToolTipRegions {
        if let regions = objc_getAssociatedObject(view, &key) as? ToolTipRegions { return regions }
        let regions = ToolTipRegions(view: view)
        objc_setAssociatedObject(view, &key, regions, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return regions
    }

    /// The regions of `view`, when it has any.
    static func watching(_ view: PlatformView) -> ToolTipRegions? {
        (objc_getAssociatedObject(view, &key) as? ToolTipRegions).flatMap { $0.watch != nil ? $0 : nil }
    }

    /// Whether a region holds `location`.
    func holds(_ location: CGPoint) -> Bool {
        region(at: location) != nil
    }

    /// The pointer entered the view itself (its whole-view tooltip's watch): the region it
    /// is in, inside the view, is entered again after it, whichever watch spoke first.
    func viewEntered(at pointer: CGPoint) {
        current?.entered(at: pointer)
    }

    func set(_ tip: Tip?, for rect: CGRect) {
        regions.set(tip, for: rect)
        changed()
    }

    func set(_ provider: ((CGPoint) -> (rect: CGRect, text: String)?)?, style: PopoverStyle, delay: TimeInterval?,
             placement: HoverTooltipPlacement) {
        self.provider = provider
        providerTip = Tip(text: "", style: style, delay: delay, placement: placement)
        changed()
    }

    /// Watches the view while it has regions; with none, the pointer is in none.
    private func changed() {
        guard let view else { return }
        if regions.fixed.isEmpty, provider == nil {
            pointerExited()
            watch?.stop()
            watch = nil
        } else if watch == nil {
            watch = ToolTipWatch(view, owner: self)
        }
    }

    /// The region at `location`: a rectangle's, or the provider's.
    private func region(at location: CGPoint) -> TooltipRegions<Tip>.Region? {
        var tip = providerTip
        let provided = provider?(location).map { found in
            tip.text = found.text
            return TooltipRegions<Tip>.Region(rect: found.rect, value: tip)
        }
        return regions.region(at: location, provided: provided.flatMap { $0.value.text.isEmpty ? nil : $0 })
    }

    func pointerEntered(at pointer: CGPoint, location: CGPoint) {
        pointerMoved(to: pointer, location: location)
    }

    func pointerMoved(to pointer: CGPoint, location: CGPoint) {
        move(to: region(at: location), pointer: pointer)
    }

    func pointerExited() {
        move(to: nil, pointer: nil)
    }

    /// The pointer is in `region` now: leaving one region's target, entering another's.
    private func move(to region: TooltipRegions<Tip>.Region?, pointer: CGPoint?) {
        let change = regions.move(to: region)
        if change.exited != nil, let current {
            HoverTooltipDriver.shared.send(.exited(current.id))
            self.current = nil
        }
        if let entered = change.entered, let pointer, let target = target(for: entered) {
            current = target
            target.entered(at: pointer)
        } else if let pointer {
            HoverTooltipDriver.shared.send(.moved(to: pointer))
        }
        forgetUnused()
    }

    func touchBegan(at location: CGPoint) {
        guard let region = region(at: location) else { return }
        touched = region == regions.current ? current : target(for: region)
        touched?.touchBegan()
        forgetUnused()
    }

    /// A new target for `region`, kept.
    private func target(for region: TooltipRegions<Tip>.Region) -> ToolTipTarget? {
        guard let view else { return nil }
        let tip = region.value
        let target = ToolTipTarget(view: view, rect: region.rect, text: { tip.text }, style: tip.style, delay: tip.delay,
                                   placement: tip.placement, watching: false)
        kept.append(target)
        return target
    }

    /// Lets go of the targets the pointer and the finger are off and whose tooltip is down.
    private func forgetUnused() {
        let unused = kept.filter { $0 !== current && $0 !== touched && !$0.isShowing }
        kept.removeAll { unused.contains($0) }
        for target in unused { target.remove() }
    }
}
#endif
