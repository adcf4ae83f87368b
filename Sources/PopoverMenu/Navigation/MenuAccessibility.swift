import Foundation

/// What VoiceOver reads for each row of a menu, in reading order: items and headers (not
/// separators), each with its label, value, hint and traits, as `UIAccessibility` and
/// `NSAccessibility` take them.
///
/// ```swift
/// let elements = MenuAccessibility.elements(for: menuLayout, of: menu)
/// elements[0].label   // "Sort by"
/// elements[0].traits  // [.header]
/// elements[1].traits  // [.button, .selected]: a checked item
/// ```
public enum MenuAccessibility {
    /// A trait of an element, as `UIAccessibilityTraits` names it.
    public enum Trait: String, Sendable, Hashable, CaseIterable {
        /// A section's header.
        case header
        /// An item: it acts when activated.
        case button
        /// A checked item (state on).
        case selected
        /// A disabled item: VoiceOver says "dimmed".
        case notEnabled
    }

    /// One element: its row, and what VoiceOver says of it.
    public struct Element: Sendable, Hashable {
        /// The row in the layout.
        public var row: Int
        /// The title (a header's text), then the subtitle.
        public var label: String
        /// "mixed" for a mixed state; `nil` for none.
        public var value: String?
        /// Says what activating does when not plain: "Opens a submenu." or the shortcut.
        public var hint: String?
        /// Its traits.
        public var traits: Set<Trait>
    }

    /// The elements of `layout`'s rows of `menu`, in order.
    ///
    /// ```swift
    /// MenuAccessibility.elements(for: menuLayout, of: menu).count  // 6: a header and five items
    /// ```
    public static func elements(for layout: MenuLayout, of menu: PopoverMenu) -> [Element] {
        layout.rows.indices.compactMap { r in
            let row = layout.rows[r]
            switch row.kind {
            case .header:
                return Element(row: r, label: menu.sections[row.index.section].header ?? "", traits: [.header])
            case .item:
                guard let item = menu[row.index] else { return nil }
                var traits: Set<Trait> = [.button]
                if item.state == .on { traits.insert(.selected) }
                if item.isDisabled { traits.insert(.notEnabled) }
                let label = [item.title, item.subtitle].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
                let hint = item.hasSubmenu ? "Opens a submenu." : item.keyboardShortcut.map(\.displayText)
                return Element(row: r, label: label, value: item.state == .mixed ? "mixed" : nil, hint: hint, traits: traits)
            case .separator:
                return nil
            case .previousPage:
                return Element(row: r, label: "Previous", traits: [.button])
            case .nextPage:
                return Element(row: r, label: "More", traits: [.button])
            }
        }
    }

    /// What VoiceOver says when an item's checkmark changes in place, the menu staying
    /// open: its title and its state, in the words VoiceOver uses for a selected element.
    ///
    /// ```swift
    /// MenuAccessibility.stateAnnouncement(of: MenuItem(title: "Grid", state: .on))  // "Grid, selected"
    /// ```
    public static func stateAnnouncement(of item: MenuItem) -> String {
        switch item.state {
        case .on: "\(item.title), selected"
        case .off: "\(item.title), not selected"
        case .mixed: "\(item.title), mixed"
        }
    }
}
