// swift-tools-version: 6.0
import PackageDescription

/// What the commands' library (FeedCommands) and the bench build on.
let commandDependencies: [Target.Dependency] = [
    "FeedModel",
    "FeedFiles",
    "FeedRendering",
    "FeedInput",
    "FeedBrowserCore",
    "FeedBrowser",
    "FeedTerminal",
    "FeedLanguageServer",
    "FeedPictures",
    "FeedFlows",
]

let package = Package(
    name: "feedterm",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "feedterm", targets: ["feedterm"]),
        .library(name: "FeedModel", targets: ["FeedModel"]),
        // Reading documents, configs and themes from files, for hosts that read them as feedterm does.
        .library(name: "FeedFiles", targets: ["FeedFiles"]),
        .library(name: "FeedRendering", targets: ["FeedRendering"]),
        .library(name: "FeedInput", targets: ["FeedInput"]),
        .library(name: "FeedBrowserCore", targets: ["FeedBrowserCore"]),
        .library(name: "FeedBrowser", targets: ["FeedBrowser"]),
        // Picture decoding, cells and the store, which the browser's picture fetcher uses.
        .library(name: "FeedPictures", targets: ["FeedPictures"]),
        // The terminal, for hosts that run the browser full-screen (docs/hosts.md).
        .library(name: "FeedTerminal", targets: ["FeedTerminal"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
        // `swift package generate-documentation`: the API reference of the library products.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // The JSON parser, the decoders, the modules, diagnostics and configs as values: bytes
        // in, values out. No file, no process: what reads them is FeedFiles, above it.
        // Only what FoundationEssentials' members it imports itself (MemberImportVisibility), and
        // no clock: scripts/check-core-purity.sh checks it as it checks the core.
        .target(name: "FeedModel", swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]),
        // Reading documents, configs and themes from files and standard input within bounds,
        // the memory budget reads are held in, which source a file belongs to, and the checks
        // that look at a source's other files. The browser's core does not link it.
        .target(name: "FeedFiles", dependencies: ["CFileGuard", "FeedModel", "FeedRendering"]),
        // A mapped file that another program shrinks reads zeros, never kills the reader: C,
        // for its async-signal-safe SIGBUS handler.
        .target(name: "CFileGuard"),
        // Ready-made modules for tests and snapshots (each type's previews), and a seeded random
        // generator for tests and the bench: not a product.
        .target(name: "FeedFixtures", dependencies: ["FeedModel"]),
        .target(name: "FeedRendering", dependencies: ["FeedModel"], swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]),
        .systemLibrary(name: "CNcursesw", path: "Sources/CNcursesw"),
        // The signal handlers a full-screen program needs, in C: async-signal-safe code.
        .target(name: "CTerminalSignals"),
        // Keys, clicks and sizes: what the terminal makes and the browser reads.
        .target(name: "FeedInput", swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]),
        .target(name: "FeedTerminal", dependencies: ["CNcursesw", "CTerminalSignals", "FeedRendering", "FeedInput"]),
        // HTTP through libcurl (Debian's libcurl4-openssl-dev for its header), bounded while it
        // streams; libcurl is loaded on the first request (dlopen).
        .target(name: "CHTTP", linkerSettings: [.linkedLibrary("dl")]),
        // Picture decoding in C (Debian's libpng, libjpeg-turbo, giflib and libwebp), each
        // decoder's errors caught where they happen and every claimed size checked first, and
        // cells through libchafa; each library loaded on first use (dlopen). PNG encoding, for
        // terminals that take pictures as PNG, links zlib, which every Debian system has.
        .target(name: "CPictures", linkerSettings: [.linkedLibrary("dl"), .linkedLibrary("z")]),
        // Pictures: bounded decoding, fitting into cells, and the store drawing reads them from.
        .target(name: "FeedPictures", dependencies: ["CPictures", "FeedModel", "FeedFiles", "FeedRendering"]),
        // The browser's core: its state, update, drawing and effects; the runtime performs its
        // effects. It imports FoundationEssentials (no Dispatch, no networking), and sees only
        // the members of what it imports itself (MemberImportVisibility): the names that could
        // still reach a file (FileManager, Data(contentsOf:)) are refused by
        // scripts/check-core-purity.sh, which CI runs.
        .target(name: "FeedBrowserCore", dependencies: ["FeedModel", "FeedRendering", "FeedInput"], swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]),
        // The runtime: sources (a directory, HTTP), the state store, the host, the event loop.
        .target(name: "FeedBrowser", dependencies: ["FeedBrowserCore", "FeedModel", "FeedFiles", "FeedRendering", "FeedInput", "FeedPictures", "CHTTP", .product(name: "GRDB", package: "GRDB.swift")]),
        // Flow files: a shopper's steps and checkpoints, read and checked the same way by
        // validate, snapshot and the language server (the runtime that runs them is feedterm's).
        .target(name: "FeedFlows", dependencies: ["FeedModel", "FeedFiles", "FeedRendering", "FeedInput"]),
        // `feedterm lsp`: the checker, the outline and the preview for editors, over JSON-RPC.
        .target(name: "FeedLanguageServer", dependencies: ["FeedModel", "FeedFiles", "FeedRendering", "FeedPictures", "FeedFlows"]),
        // What each command does (validate's reports, preview, watch, snapshots, flows,
        // recordings): the executable parses arguments and calls it, and tests import it.
        .target(name: "FeedCommands", dependencies: commandDependencies),
        .executableTarget(
            name: "feedterm",
            dependencies: commandDependencies + ["FeedCommands", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            // The bundled shop, installed beside the binary (the top-level layouts/ is a link to it).
            resources: [.copy("Resources/layouts")]
        ),
        // `swift run -c release feedterm-bench`: the figures of docs/performance.md.
        .executableTarget(
            name: "feedterm-bench",
            dependencies: commandDependencies + ["FeedFixtures", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // A host that uses FeedBrowser as a library: its own module type, its own action, and
        // open_listing performed with a screen of its own (docs/browse.md); its executable runs
        // it full-screen, and the tests read it.
        .target(name: "FeedExampleHost", dependencies: ["FeedBrowser", "FeedBrowserCore", "FeedModel", "FeedRendering"]),
        .executableTarget(
            name: "feedterm-example-host",
            dependencies: ["FeedExampleHost", "FeedBrowser", "FeedTerminal"],
            // feedterm.json tells `feedterm validate` of gift_note and share_listing.
            exclude: ["feedterm.json"],
            resources: [.copy("layouts")]
        ),
        // A libFuzzer target; scripts/fuzz.sh builds it with the sanitizer flags and -DFUZZING.
        .executableTarget(name: "feedterm-fuzz", dependencies: ["FeedModel", "FeedRendering", "FeedBrowserCore", "FeedBrowser", "FeedLanguageServer", "FeedTerminal", "FeedFlows"]),
        // The parser and decoder's libFuzzer target, with its own recogniser of RFC 8259.
        // Replaying saved inputs through a fuzz target built without libFuzzer.
        .target(name: "FuzzReplay"),
        .executableTarget(name: "feedterm-fuzz-json", dependencies: ["FeedModel", "FuzzReplay"]),
        // The picture loader's libFuzzer target: decoding, scaling and cells, for any bytes.
        .executableTarget(name: "feedterm-fuzz-pictures", dependencies: ["FeedPictures", "FeedRendering", "FuzzReplay"]),
        .testTarget(name: "FeedModelTests", dependencies: ["FeedModel", "FeedFiles", "FeedFixtures"]),
        .testTarget(
            name: "FeedRenderingTests",
            dependencies: [
                "FeedModel",
                "FeedFiles",
                "FeedFixtures",
                "FeedRendering",
                "FeedPictures",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        .testTarget(name: "FeedPicturesTests", dependencies: ["FeedPictures", "FeedModel", "FeedFiles", "FeedRendering"], exclude: ["Fixtures"]),
        .testTarget(name: "FeedLanguageServerTests", dependencies: ["FeedLanguageServer", "FeedModel", "FeedFiles", "FeedFixtures"]),
        .testTarget(name: "FeedBrowserTests", dependencies: ["FeedBrowser", "FeedBrowserCore", "FeedInput", "FeedModel", "FeedFiles", "FeedFixtures", "FeedRendering", .product(name: "GRDB", package: "GRDB.swift")]),
        .testTarget(name: "feedtermTests", dependencies: ["FeedCommands", "FeedExampleHost", "FeedModel", "FeedFiles", "FeedRendering", "FeedBrowserCore", "FeedBrowser", "FeedFlows", "FeedInput"]),
    ],
    swiftLanguageModes: [.v6]
)
