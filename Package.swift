// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "PopoverKit",
    platforms: [.iOS(.v15), .macOS(.v13), .macCatalyst(.v15)],
    products: [
        .library(name: "PopoverCore", targets: ["PopoverCore"]),
        .library(name: "PopoverRender", targets: ["PopoverRender"]),
        .library(name: "PopoverKit", targets: ["PopoverKit"]),
        .executable(name: "popoverkit", targets: ["popoverkit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .target(name: "PopoverCore"),
        .target(name: "PopoverKit", dependencies: ["PopoverCore"]),
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .target(
            name: "PopoverRender",
            dependencies: ["PopoverCore", .target(name: "CCairo", condition: .when(platforms: [.linux]))]
        ),
        .executableTarget(
            name: "popoverkit",
            dependencies: [
                "PopoverCore",
                "PopoverRender",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "popoverkit-bench",
            dependencies: ["PopoverCore", "PopoverRender"],
            path: "Benchmarks/PopoverBench"
        ),
        .executableTarget(
            name: "popoverkit-fuzz",
            dependencies: ["PopoverCore", "PopoverRender"]
        ),
        .testTarget(name: "PopoverCoreTests", dependencies: ["PopoverCore"]),
        .testTarget(name: "PopoverRenderTests", dependencies: ["PopoverCore", "PopoverRender"]),
        .testTarget(name: "PopoverCLITests", dependencies: ["PopoverCore", "PopoverRender", "popoverkit"]),
    ],
    swiftLanguageModes: [.v6]
)
