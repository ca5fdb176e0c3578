// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "feedterm",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "feedterm", targets: ["feedterm"]),
        .library(name: "FeedModel", targets: ["FeedModel"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .target(name: "FeedModel"),
        .executableTarget(
            name: "feedterm",
            dependencies: [
                "FeedModel",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "FeedModelTests", dependencies: ["FeedModel"]),
        .testTarget(name: "feedtermTests", dependencies: ["feedterm", "FeedModel"]),
    ],
    swiftLanguageModes: [.v6]
)
