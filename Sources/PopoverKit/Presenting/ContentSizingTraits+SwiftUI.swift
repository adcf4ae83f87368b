#if canImport(SwiftUI) && (canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst)))
import PopoverCore
import SwiftUI

extension ContentSizingTraits {
    /// The environment's Dynamic Type size, Bold Text and layout direction.
    init(_ environment: EnvironmentValues) {
        self.init(
            textSizeIndex: DynamicTypeSize.allCases.firstIndex(of: environment.dynamicTypeSize) ?? 0,
            boldText: environment.legibilityWeight == .bold,
            layoutDirection: PopoverLayoutDirection(environment.layoutDirection)
        )
    }
}
#endif
