import Foundation

/// What an app's Info.plist says of its design: whether it keeps the design of the
/// systems before Liquid Glass (`UIDesignRequiresCompatibility`), and the SDK it was built
/// with (the major version of `DTPlatformVersion`, which Xcode writes). A
/// ``DrawingEnvironment`` takes both: the key holds only for apps built with an SDK that
/// honours it.
///
/// ```swift
/// let design = AppDesign(infoDictionary: [AppDesign.compatibilityKey: true, "DTPlatformVersion": "26.2"])
/// design.requiresCompatibility  // true
/// design.sdkMajorVersion        // 26
/// ```
package struct AppDesign: Sendable, Equatable {
    /// The Info.plist key with which an app keeps the earlier design.
    ///
    /// ```swift
    /// AppDesign.compatibilityKey.hasSuffix("DesignRequiresCompatibility")  // true
    /// ```
    public static let compatibilityKey = "UIDesignRequiresCompatibility"

    /// The app keeps the design of the systems before Liquid Glass.
    public var requiresCompatibility: Bool
    /// The major version of the SDK the app was built with, if the Info.plist says.
    public var sdkMajorVersion: Int?

    /// Reads an Info.plist's dictionary; a key of the wrong type counts as absent.
    ///
    /// ```swift
    /// AppDesign(infoDictionary: [AppDesign.compatibilityKey: "YES"]).requiresCompatibility  // false
    /// ```
    public init(infoDictionary info: [String: Any]) {
        requiresCompatibility = info[Self.compatibilityKey] as? Bool ?? false
        let version = (info["DTPlatformVersion"] as? String)?.split(separator: ".", omittingEmptySubsequences: false)
        sdkMajorVersion = version?.first.flatMap { Int($0) }
    }
}
