#if canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import PopoverTips

extension TipFont {
    /// The platform's system font (`UIFont`, `NSFont`) of this size and weight, a step
    /// heavier under Bold Text (as UIKit's text styles are).
    func systemFont(boldText: Bool) -> PlatformFont {
        let weight: PlatformFont.Weight = switch systemWeight(boldText: boldText) {
        case .regular: .regular
        case .medium: .medium
        case .semibold: .semibold
        case .bold: .bold
        case .heavy: .heavy
        }
        return .systemFont(ofSize: size, weight: weight)
    }
}
#endif
