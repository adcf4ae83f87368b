#if canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import Foundation

/// Runs `body` synchronously as main-actor code, from an override that UIKit or AppKit
/// calls on the main thread but that older SDKs (iOS 16.5's) or AppKit's `NSAccessibility`
/// declare outside the main actor (`accessibilityPerformEscape`, `accessibilityActivate`,
/// `accessibilityPath`, `accessibilityPerformPress`), where an
/// answer is needed at once and a `Task` would come too late. `MainActor.assumeIsolated`
/// does the same from Swift 5.9's standard library on; the iOS 16.5 SDK's has none.
/// Traps off the main thread instead of racing.
func callAsMainActor<T>(_ body: @MainActor () -> T) -> T {
    precondition(Thread.isMainThread, "An accessibility method was called off the main thread")
    return withoutActuallyEscaping(body) { body in
        unsafeBitCast(body, to: (() -> T).self)()
    }
}
#endif
