#!/usr/bin/env bash
# Builds an app that uses only Mosaic's core (traits: []), as a user's package would depend on
# it: MosaicDI and Mosaic, and MosaicUIKit for iOS only. Checks that it resolves no package but
# swift-log, swift-atomics and swift-collections (no Hummingbird, SwiftNIO, GRDB, swift-crypto,
# swift-mustache, swift-argument-parser), that it builds on Linux (where MosaicUIKit is not
# built) and runs; prints what was fetched and how long the first build took.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
APP="$WORK/CoreApp"
mkdir -p "$APP/Sources/CoreApp"
cat >"$APP/Package.swift" <<SWIFT
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "CoreApp",
    dependencies: [.package(path: "$ROOT", traits: [])],
    targets: [
        .executableTarget(name: "CoreApp", dependencies: [
            .product(name: "MosaicDI", package: "$(basename "$ROOT")"),
            .product(name: "Mosaic", package: "$(basename "$ROOT")"),
            .product(name: "MosaicUIKit", package: "$(basename "$ROOT")", condition: .when(platforms: [.iOS])),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
SWIFT
cat >"$APP/Sources/CoreApp/main.swift" <<'SWIFT'
import MosaicDI

final class Greeter: Sendable { let text = "hello from the core" }
let container = try Container { builder in builder.register(Greeter.init) }
let greeter: Greeter = try container.resolve()
print(greeter.text)
SWIFT

started=$SECONDS
swift package --package-path "$APP" resolve >"$WORK/resolve.log" 2>&1 || {
    cat "$WORK/resolve.log" >&2
    echo "FAILED: the core-only app does not resolve" >&2
    exit 1
}
resolved="$(ls "$APP/.build/checkouts" | LC_ALL=C sort | tr '\n' ' ')"
bytes="$(du -sb "$APP/.build/checkouts" | cut -f1)"
echo "resolved: $resolved($((bytes / 1000000)) MB of checkouts, $((SECONDS - started)) s)"
if [ "$resolved" != "swift-atomics swift-collections swift-log " ]; then
    echo "FAILED: a core-only app resolved more than swift-log, swift-atomics and swift-collections" >&2
    exit 1
fi
started=$SECONDS
swift build --package-path "$APP" >"$WORK/build.log" 2>&1 || { cat "$WORK/build.log" >&2; echo "FAILED: the core-only app does not build" >&2; exit 1; }
echo "first debug build: $((SECONDS - started)) s"
output="$("$APP/.build/debug/CoreApp")"
[ "$output" = "hello from the core" ] || { echo "FAILED: the core-only app printed: $output" >&2; exit 1; }
echo "a core-only app resolves 3 packages, builds (MosaicUIKit listed for iOS) and runs"
