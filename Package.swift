// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "PopoverKit",
    platforms: [.iOS(.v15), .macOS(.v13), .macCatalyst(.v15)],
    products: [
        .library(name: "PopoverCore", targets: ["PopoverCore"]),
        .library(name: "PopoverImageSkin", targets: ["PopoverImageSkin"]),
        .library(name: "PopoverTips", targets: ["PopoverTips"]),
        .library(name: "PopoverMenu", targets: ["PopoverMenu"]),
        .library(name: "PopoverRender", targets: ["PopoverRender"]),
        .library(name: "PopoverKit", targets: ["PopoverKit"]),
        // The command is `popoverkit`; its target's name differs from the library's by more
        // than case, since macOS disks are case-insensitive and build products would collide.
        .executable(name: "popoverkit", targets: ["PopoverKitCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(name: "PopoverCore"),
        // Feature modules on the core: each decides, none draws.
        .target(name: "PopoverImageSkin", dependencies: ["PopoverCore"]),
        .target(name: "PopoverTips", dependencies: ["PopoverCore"]),
        .target(name: "PopoverMenu", dependencies: ["PopoverCore"]),
        // ARCHITECTURE.md's invariant checks and the seeded generator, shared by the property
        // tests and popoverkit-fuzz; not a product.
        .target(name: "PopoverInvariantChecks", dependencies: ["PopoverCore"]),
        .target(name: "PopoverKit", dependencies: ["PopoverCore", "PopoverImageSkin", "PopoverTips", "PopoverMenu"]),
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
        .target(
            name: "PopoverRender",
            dependencies: [
                "PopoverCore", "PopoverImageSkin", "PopoverTips", "PopoverMenu",
                .target(name: "CCairo", condition: .when(platforms: [.linux])),
                .target(name: "CDeflate", condition: .when(platforms: [.linux])),
            ]
        ),
        .executableTarget(
            name: "PopoverKitCLI",
            dependencies: [
                "PopoverCore", "PopoverImageSkin", "PopoverTips", "PopoverMenu",
                "PopoverRender",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "popoverkit-fuzz",
            dependencies: ["PopoverCore", "PopoverImageSkin", "PopoverTips", "PopoverMenu", "PopoverRender", "PopoverInvariantChecks"]
        ),
        .testTarget(name: "PopoverCoreTests", dependencies: ["PopoverCore", "PopoverInvariantChecks"]),
        .testTarget(name: "PopoverImageSkinTests", dependencies: ["PopoverCore", "PopoverImageSkin", "PopoverInvariantChecks"]),
        .testTarget(name: "PopoverTipsTests", dependencies: ["PopoverCore", "PopoverTips", "PopoverInvariantChecks"]),
        .testTarget(name: "PopoverMenuTests", dependencies: ["PopoverCore", "PopoverMenu", "PopoverInvariantChecks"]),
        .testTarget(
            name: "PopoverRenderTests",
            dependencies: ["PopoverCore", "PopoverImageSkin", "PopoverTips", "PopoverMenu", "PopoverRender", "PopoverInvariantChecks"]
        ),
        .testTarget(
            name: "DocumentationExampleTests",
            dependencies: ["PopoverCore", "PopoverImageSkin", "PopoverTips", "PopoverMenu", "PopoverRender"],
            // The examples show bare expressions as documentation does; they compile as they are.
            swiftSettings: [.unsafeFlags(["-suppress-warnings"])]
        ),
        .testTarget(
            name: "PopoverCLITests",
            dependencies: ["PopoverCore", "PopoverImageSkin", "PopoverTips", "PopoverMenu", "PopoverRender", "PopoverKitCLI"],
            // Reference files the tests read from the source tree (see Snapshot.swift), not resources.
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
