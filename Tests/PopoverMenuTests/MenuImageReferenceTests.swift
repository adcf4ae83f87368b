import Foundation
import PopoverMenu
import Testing

/// Issue 47: an image object the app holds goes into a menu as it is.
@Suite struct MenuImageReferenceTests {
    @Test func referencesAreEqualByTheObjectTheyHold() {
        let logo = NSObject(), other = NSObject()
        #expect(MenuImage.custom(MenuImageReference(logo, isTemplate: false)) == .custom(MenuImageReference(logo, isTemplate: false)))
        #expect(MenuImage.custom(MenuImageReference(logo, isTemplate: false)) != .custom(MenuImageReference(other, isTemplate: false)))
        #expect(MenuImage.custom(MenuImageReference(logo, isTemplate: true)).isTemplate)
        #expect(MenuImage.custom(MenuImageReference(logo, isTemplate: true)).name != MenuImage.custom(MenuImageReference(other, isTemplate: true)).name)
    }

    @Test func anImageObjectKeepsTheImageColumnAndHasNoJSONForm() {
        let menu = PopoverMenu(items: [MenuItem(title: "Share", image: .custom(MenuImageReference(NSObject(), isTemplate: true))), MenuItem(title: "Copy")])
        let layout = MenuLayout(menu, measure: FixedPitch())
        #expect(layout.hasImageColumn && layout.rows.allSatisfy { $0.imageFrame != nil })
        #expect(throws: EncodingError.self) { try menu.jsonData() }
    }
}
