// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "PopoverKit",
    platforms: [.iOS(.v15), .macOS(.v13), .macCatalyst(.v15)],
    products: [
        .library(name: "PopoverCore", targets: ["PopoverCore"]),
        .executable(name: "popoverkit", targets: ["popoverkit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .target(name: "PopoverCore"),
        .executableTarget(
            name: "popoverkit",
            dependencies: [
                "PopoverCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "PopoverCoreTests", dependencies: ["PopoverCore"]),
        .testTarget(name: "PopoverCLITests", dependencies: ["PopoverCore", "popoverkit"]),
    ],
    swiftLanguageModes: [.v6]
)
