// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Mosaic",
    platforms: [.iOS(.v15), .macOS(.v12)],
    products: [
        .library(name: "MosaicDI", targets: ["MosaicDI"]),
        .library(name: "Mosaic", targets: ["Mosaic"]),
        .library(name: "MosaicTesting", targets: ["MosaicTesting"]),
        // The SQLite DataStore lives in its own product so apps without SQLite never build GRDB.
        .library(name: "MosaicSQLite", targets: ["MosaicSQLite"]),
        .executable(name: "di-example", targets: ["DIExample"]),
        // The mail app in a browser: the project's main command.
        .executable(name: "mail-demo", targets: ["MailDemo"]),
        // The same kind of app as a scripted tour on a console host.
        .executable(name: "mail-tour", targets: ["MailTour"]),
        // The browser host: modules on a real screen, served over HTTP.
        .library(name: "MosaicWeb", targets: ["MosaicWeb"]),
        // `swift run mosaic new module Profile`: a module and its tests from a template.
        .executable(name: "mosaic", targets: ["MosaicCLI"]),
        .library(name: "MosaicGenerator", targets: ["MosaicGenerator"]),
        // `swift package mosaic new module Profile`: the same, writing into the package it runs in.
        .plugin(name: "MosaicPlugin", targets: ["MosaicPlugin"]),
    ],
    // Parts an app may leave out, with what they fetch and build. All are on by default (the
    // repository's own commands and tests use them); an app that uses only the core writes
    // `.package(url: ..., from: ..., traits: [])` and fetches swift-log, swift-atomics and
    // swift-collections only (README, Requirements).
    traits: [
        .trait(name: "Web", description: "MosaicWeb, the browser host, on Hummingbird and SwiftNIO"),
        .trait(name: "SQLite", description: "MosaicSQLite, the SQLite DataStore, on GRDB"),
        .trait(name: "Generator", description: "The mosaic command and plugin that generate modules (swift-mustache, swift-argument-parser)"),
        .trait(
            name: "UIKitShim",
            description: "On Linux, MosaicUIKit compiled against the UIKit shim, for its tests (without it, MosaicUIKit is empty off Apple platforms)"),
        .default(enabledTraits: ["Web", "SQLite", "Generator", "UIKitShim"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-atomics.git", from: "1.3.0"),
        .package(url: "https://github.com/apple/swift-collections.git", from: "1.6.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache.git", from: "2.1.1"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.35.2"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        // `swift package generate-documentation`: the DocC catalogs (Scripts/check-docs.sh).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin.git", from: "1.5.0"),
    ],
    targets: [
        .target(
            name: "MosaicDI",
            dependencies: [
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Atomics", package: "swift-atomics"),
                .product(name: "OrderedCollections", package: "swift-collections"),
            ]
        ),
        .target(
            name: "Mosaic",
            dependencies: [
                "MosaicDI", .product(name: "Atomics", package: "swift-atomics"),
                .product(name: "DequeModule", package: "swift-collections"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(name: "MosaicTesting", dependencies: ["Mosaic"]),
        .target(
            name: "MosaicSQLite",
            dependencies: [
                "Mosaic", "MosaicDI",
                // Whether a database is open, asked by every store operation.
                .product(name: "Atomics", package: "swift-atomics"),
                .product(name: "GRDB", package: "GRDB.swift", condition: .when(traits: ["SQLite"])),
                // The C API, to inspect a file read-only without creating anything beside it.
                .product(name: "GRDBSQLite", package: "GRDB.swift", condition: .when(traits: ["SQLite"])),
            ]
        ),
        .executableTarget(
            name: "DIExample",
            dependencies: ["MosaicDI"],
            path: "Examples/DIExample"
        ),
        .executableTarget(
            name: "MailTour",
            dependencies: ["Mosaic", "MosaicDI"],
            path: "Examples/MailTour"
        ),
        .target(
            name: "MosaicWeb",
            dependencies: [
                "Mosaic", "MosaicDI",
                .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Web"])),
                // The server's connection limits.
                .product(name: "HummingbirdCore", package: "hummingbird", condition: .when(traits: ["Web"])),
                .product(name: "Mustache", package: "swift-mustache", condition: .when(traits: ["Web"])),
                // To tell an oversized body (413) from other failures to read one, and to count
                // each client's connections.
                .product(name: "NIOCore", package: "swift-nio", condition: .when(traits: ["Web"])),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio", condition: .when(traits: ["Web"])),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras", condition: .when(traits: ["Web"])),
                // Header names Hummingbird does not export (Referrer-Policy, X-Frame-Options).
                .product(name: "HTTPTypes", package: "swift-http-types", condition: .when(traits: ["Web"])),
                // To end live streams before a graceful shutdown waits for their connections.
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle", condition: .when(traits: ["Web"])),
            ]
        ),
        // The mail screens' logic, knowing no host (only views are per host).
        .target(
            name: "MailFeatures",
            dependencies: ["Mosaic", "MosaicDI", "MosaicSQLite"],
            path: "Examples/MailFeatures"
        ),
        // The mail screens' browser views and templates (the only per-host part).
        .target(
            name: "MailWebViews",
            dependencies: ["MosaicWeb", "MailFeatures", "Mosaic", "MosaicDI"],
            path: "Examples/MailWebViews"
        ),
        .executableTarget(
            name: "MailDemo",
            dependencies: [
                "MosaicWeb", "MailWebViews", "MailFeatures", "Mosaic", "MosaicDI", "MosaicSQLite",
                .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Web"])),
                .product(name: "ArgumentParser", package: "swift-argument-parser", condition: .when(traits: ["Web"])),
                // To tell a port in use from other failures to serve.
                .product(name: "NIOCore", package: "swift-nio", condition: .when(traits: ["Web"])),
            ],
            path: "Examples/MailDemo"
        ),
        // The generator: names, templates (bundled and a team's own), atomic writing, commands.
        .target(
            name: "MosaicGenerator",
            dependencies: [
                .product(name: "Mustache", package: "swift-mustache", condition: .when(traits: ["Generator"])),
                .product(name: "ArgumentParser", package: "swift-argument-parser", condition: .when(traits: ["Generator"])),
            ],
            resources: [.copy("Templates")]
        ),
        .executableTarget(name: "MosaicCLI", dependencies: ["MosaicGenerator"]),
        .plugin(
            name: "MosaicPlugin",
            capability: .command(
                intent: .custom(verb: "mosaic", description: "Generates a Mosaic module and its tests from a template"),
                permissions: [.writeToPackageDirectory(reason: "Writes the generated module and its tests into this package")]
            ),
            dependencies: ["MosaicCLI"]
        ),
        .testTarget(
            name: "MosaicGeneratorTests",
            dependencies: [
                "MosaicGenerator",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        // The mailbox the mail tests run against: ordinary mail and hostile strings (not a product).
        .target(name: "MailTestSupport", dependencies: ["MailFeatures"], path: "Tests/MailTestSupport"),
        // The test client's browser that both web test targets use (not a product).
        .target(
            name: "WebTestSupport",
            dependencies: [
                "MosaicWeb",
                .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Web"])),
                .product(name: "HummingbirdTesting", package: "hummingbird", condition: .when(traits: ["Web"])),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            path: "Tests/WebTestSupport"
        ),
        .testTarget(
            name: "MosaicWebTests",
            dependencies: [
                "MosaicWeb", "Mosaic", "MosaicDI", "MosaicTesting", "WebTestSupport", "DocTestSupport",
                .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Web"])),
                .product(name: "HTTPTypes", package: "swift-http-types", condition: .when(traits: ["Web"])),
                .product(name: "HummingbirdTesting", package: "hummingbird", condition: .when(traits: ["Web"])),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "MailWebTests",
            dependencies: [
                "MailWebViews", "MailFeatures", "MailTestSupport", "MosaicWeb", "Mosaic", "MosaicDI", "WebTestSupport",
                .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Web"])),
                .product(name: "HummingbirdTesting", package: "hummingbird", condition: .when(traits: ["Web"])),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            path: "Tests/MailWebTests"
        ),
        // The mail app in Chromium over WebDriver (skipped without Chromium unless required).
        .testTarget(
            name: "MailBrowserTests",
            dependencies: [
                "MailWebViews", "MailFeatures", "MailTestSupport", "MosaicWeb", "Mosaic", "MosaicSQLite", "WebTestSupport",
                .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Web"])),
                .product(name: "HummingbirdTesting", package: "hummingbird", condition: .when(traits: ["Web"])),
                .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "NIOCore", package: "swift-nio", condition: .when(traits: ["Web"])),
                .product(name: "NIOFoundationCompat", package: "swift-nio", condition: .when(traits: ["Web"])),
                .product(name: "HTTPTypes", package: "swift-http-types", condition: .when(traits: ["Web"])),
            ],
            path: "Tests/MailBrowserTests"
        ),
        .testTarget(
            name: "MosaicDITests",
            dependencies: [
                "MosaicDI", "DocTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The check that a documentation page shows a snippet as the test compiles it (not a product).
        .target(name: "DocTestSupport", path: "Tests/DocTestSupport"),
        // What the store tests of both test targets share (not a product).
        .target(name: "StoreTestSupport", dependencies: ["Mosaic", "MosaicDI"], path: "Tests/StoreTestSupport"),
        .testTarget(
            name: "MosaicTests",
            dependencies: [
                "Mosaic", "MosaicTesting", "MosaicDI", "StoreTestSupport", "DocTestSupport",
                .product(name: "Logging", package: "swift-log"),
            ]),
        .testTarget(
            name: "MosaicSQLiteTests",
            dependencies: [
                "MosaicSQLite", "Mosaic", "MosaicDI", "StoreTestSupport", "DocTestSupport",
                .product(name: "GRDB", package: "GRDB.swift", condition: .when(traits: ["SQLite"])),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// MosaicUIKit: the adapter iOS apps install. On Apple platforms it builds against Apple's UIKit.
// Its product exists everywhere, so that a package listing it for iOS only also builds on Linux:
// off Apple platforms every file of it is under `#if canImport(UIKit)` and the module is empty.
// In this repository (the UIKitShim trait, on by default) it builds on Linux against shims
// (Shims/UIKit, Shims/SwiftUI) that declare only what the adapter uses. Their modules are called
// UIKitShim and SwiftUIShim, and MosaicUIKit and its tests see them as `UIKit` and `SwiftUI`
// through module aliases: a module file named UIKit in the build would make `canImport(UIKit)`
// true for every dependency built after it (swift-property-based would then fail to build). The
// shims and the tests that use them exist only on Linux.
#if os(Linux)
let uiKitDependencies: [Target.Dependency] = [
    "Mosaic", "MosaicDI",
    .target(name: "UIKitShim", condition: .when(platforms: [.linux], traits: ["UIKitShim"])),
    .target(name: "SwiftUIShim", condition: .when(platforms: [.linux], traits: ["UIKitShim"])),
]
let seeShimAsUIKit: [SwiftSetting] = [
    .unsafeFlags(
        ["-module-alias", "UIKit=UIKitShim", "-module-alias", "SwiftUI=SwiftUIShim"],
        .when(platforms: [.linux], traits: ["UIKitShim"])),
]
#else
let uiKitDependencies: [Target.Dependency] = ["Mosaic", "MosaicDI"]
let seeShimAsUIKit: [SwiftSetting] = []
// The mail app's UIKit screens, for an iOS app target to depend on (Examples/MailUIKit/README.md).
package.products.append(.library(name: "MailUIKit", targets: ["MailUIKit"]))
package.targets.append(
    .target(
        name: "MailUIKit", dependencies: ["MosaicUIKit", "MailFeatures", "Mosaic", "MosaicDI"],
        path: "Examples/MailUIKit", exclude: ["README.md"]))
#endif
package.products.append(.library(name: "MosaicUIKit", targets: ["MosaicUIKit"]))
package.targets.append(.target(name: "MosaicUIKit", dependencies: uiKitDependencies, swiftSettings: seeShimAsUIKit))
#if os(Linux)
package.targets += [
    // UIKit's documented interface with fake behaviour, for building and testing MosaicUIKit here.
    .target(name: "UIKitShim", path: "Shims/UIKit"),
    .target(name: "SwiftUIShim", dependencies: ["UIKitShim"], path: "Shims/SwiftUI"),
    // The mail app's UIKit views and scene setup, compiled here against the shims (run it in
    // Xcode on a simulator: see Examples/MailUIKit/README.md).
    .target(
        name: "MailUIKit",
        dependencies: ["MosaicUIKit", "MailFeatures", "Mosaic", "MosaicDI", "UIKitShim"],
        path: "Examples/MailUIKit",
        exclude: ["README.md"],
        swiftSettings: seeShimAsUIKit
    ),
    .testTarget(
        name: "MailUIKitTests",
        dependencies: ["MailUIKit", "MailFeatures", "MailTestSupport", "MosaicUIKit", "Mosaic", "UIKitShim"],
        path: "Tests/MailUIKitTests",
        swiftSettings: seeShimAsUIKit
    ),
    .testTarget(
        name: "MosaicUIKitTests",
        dependencies: [
            "MosaicUIKit", "UIKitShim", "SwiftUIShim", "Mosaic", "MosaicDI", "MosaicTesting", "DocTestSupport",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ],
        swiftSettings: seeShimAsUIKit
    ),
]
#endif
