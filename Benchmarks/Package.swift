// swift-tools-version: 6.1
// Benchmarks for MosaicDI: MosaicDI vs Swinject 2.10.0 vs hand-written code, all in one
// release-mode process. Run from the repository root with
//
//     swift run -c release --package-path Benchmarks mosaic-benchmarks [--quick] [--json PATH] [--only NAMES] [--repeat N] [--instructions]
//     Benchmarks/Scripts/scale.sh [--count 10000]   # the scale scenarios at 10,000 registrations (a long compile)
//     Benchmarks/Scripts/compile-time.sh [--counts 100,300]   # compile time and code size of registrations
//     swift test --package-path Benchmarks   # the statistics and generators behind the reports, no timing
import PackageDescription

let package = Package(
    name: "MosaicBenchmarks",
    // macOS 15 for Synchronization.Mutex (the hand-written Lazy); Linux has no such floor.
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "mosaic-benchmarks", targets: ["MosaicBenchmarks"]),
        // Compile time and code size of registrations: run Scripts/compile-time.sh.
        .executable(name: "compile-time", targets: ["CompileTime"]),
        // The allocation counter, a shared object the benchmark preloads (LD_PRELOAD) into a
        // separate process of its own that only counts allocations; the process that times
        // never loads it, so timed rounds call glibc's malloc directly.
        .library(name: "MosaicAllocationCounter", type: .dynamic, targets: ["AllocationCounter"]),
    ],
    dependencies: [
        .package(name: "Mosaic", path: ".."),
        .package(url: "https://github.com/Swinject/Swinject.git", exact: "2.10.0"),
        // The hand-written side of store_hit_sqlite reads the same file with GRDB directly.
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
    ],
    targets: [
        // C helpers the optimizer cannot see into: the black hole, the heap's bytes in use, the
        // switch of a preloaded allocation counter (found at run time, absent while timing) and
        // callgrind's client requests.
        .target(
            name: "BenchmarkNative",
            linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]
        ),
        // Replaces malloc & co.; built only into the MosaicAllocationCounter shared object.
        .target(name: "AllocationCounter"),
        // Percentiles, per-round ratios and the pass rule: plain arithmetic, tested without timing.
        .target(name: "BenchmarkStatistics"),
        // results.json as ordered JSON: written by both executables, each keeping the other's part.
        .target(name: "BenchmarkJSON"),
        // The generated app and registrations of the compile-time measurement, and its report.
        .target(name: "CompileTimeGenerator", dependencies: ["BenchmarkJSON"]),
        .executableTarget(name: "CompileTime", dependencies: ["CompileTimeGenerator", "BenchmarkJSON"]),
        // 10,000 generated types and a 1,000-deep chain with their registrations, for the scale
        // and deep_chains scenarios (Scripts/generate-scale.py): a module of their own, as a
        // feature's registrations would be, compiled beside the benchmark's.
        .target(
            name: "ScaleFixtures",
            dependencies: [
                .product(name: "MosaicDI", package: "Mosaic"),
                .product(name: "Swinject", package: "Swinject"),
            ]
        ),
        .executableTarget(
            name: "MosaicBenchmarks",
            dependencies: [
                "BenchmarkNative",
                "BenchmarkStatistics",
                "BenchmarkJSON",
                "ScaleFixtures",
                .product(name: "MosaicDI", package: "Mosaic"),
                .product(name: "Mosaic", package: "Mosaic"),
                .product(name: "MosaicTesting", package: "Mosaic"),
                .product(name: "MosaicSQLite", package: "Mosaic"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Swinject", package: "Swinject"),
            ]
        ),
        .testTarget(name: "BenchmarkStatisticsTests", dependencies: ["BenchmarkStatistics"]),
        .testTarget(name: "CompileTimeGeneratorTests", dependencies: ["CompileTimeGenerator", "BenchmarkJSON"]),
    ],
    swiftLanguageModes: [.v6]
)
