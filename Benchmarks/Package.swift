// swift-tools-version: 6.1
// Benchmarks for MosaicDI: MosaicDI vs Swinject 2.10.0 vs hand-written code, all in one
// release-mode process. Run from the repository root with
//
//     swift run -c release --package-path Benchmarks mosaic-benchmarks [--quick] [--json PATH] [--only NAMES] [--repeat N]
//     swift test --package-path Benchmarks   # the statistics behind the report, no timing
import PackageDescription

let package = Package(
    name: "MosaicBenchmarks",
    // macOS 15 for Synchronization.Mutex (the hand-written Lazy); Linux has no such floor.
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "mosaic-benchmarks", targets: ["MosaicBenchmarks"]),
    ],
    dependencies: [
        .package(name: "Mosaic", path: ".."),
        .package(url: "https://github.com/Swinject/Swinject.git", exact: "2.10.0"),
        // The hand-written side of store_hit_sqlite reads the same file with GRDB directly.
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
    ],
    targets: [
        // C helpers the optimizer cannot see into: the malloc counter and the black hole.
        .target(name: "BenchmarkNative"),
        // Percentiles, per-round ratios and the pass rule: plain arithmetic, tested without timing.
        .target(name: "BenchmarkStatistics"),
        .executableTarget(
            name: "MosaicBenchmarks",
            dependencies: [
                "BenchmarkNative",
                "BenchmarkStatistics",
                .product(name: "MosaicDI", package: "Mosaic"),
                .product(name: "Mosaic", package: "Mosaic"),
                .product(name: "MosaicTesting", package: "Mosaic"),
                .product(name: "MosaicSQLite", package: "Mosaic"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Swinject", package: "Swinject"),
            ]
        ),
        .testTarget(name: "BenchmarkStatisticsTests", dependencies: ["BenchmarkStatistics"]),
    ],
    swiftLanguageModes: [.v6]
)
