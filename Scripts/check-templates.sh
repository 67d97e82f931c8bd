#!/usr/bin/env bash
# Generates every template `mosaic templates list` shows into ONE temporary package that depends
# on this checkout of Mosaic by path, then runs `swift build` and `swift test` there with the
# generated targets' warnings treated as errors. One module per template goes through the
# `mosaic` executable; one more goes through the `swift package mosaic` command plugin.
#
#   Scripts/check-templates.sh [--templates DIR]   # a team's folder is checked too
#
# Builds go to .build/template-check in this checkout (kept between runs, so a second run is
# quick); the temporary package itself is removed at the end (KEEP=1 keeps it and prints where).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
team=()
if [[ ${1:-} == --templates ]]; then team=(--templates "$(cd "$2" && pwd)"); fi

work=$(mktemp -d "${TMPDIR:-/tmp}/mosaic-template-check.XXXXXX")
if [[ ${KEEP:-0} == 1 ]]; then echo "package kept in $work/Generated"; else trap 'rm -rf "$work"' EXIT; fi
scratch="$root/.build/template-check"

echo "== building mosaic"
swift build --package-path "$root" --product mosaic
mosaic="$(swift build --package-path "$root" --show-bin-path)/mosaic"

package="$work/Generated"
mkdir -p "$package"
cat > "$package/Package.swift" <<SWIFT
// swift-tools-version: 6.2
import PackageDescription

let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]
let package = Package(
    name: "Generated",
    platforms: [.iOS(.v15), .macOS(.v12)],
    dependencies: [.package(name: "Mosaic", path: "$root")],
    targets: [
        .target(
            name: "Generated",
            dependencies: [.product(name: "Mosaic", package: "Mosaic"), .product(name: "MosaicDI", package: "Mosaic")],
            swiftSettings: strict
        ),
        .testTarget(
            name: "GeneratedTests",
            dependencies: [
                "Generated",
                .product(name: "Mosaic", package: "Mosaic"),
                .product(name: "MosaicDI", package: "Mosaic"),
                .product(name: "MosaicTesting", package: "Mosaic"),
            ],
            swiftSettings: strict
        ),
    ],
    swiftLanguageModes: [.v6]
)
SWIFT

# viper -> SampleViper, cell-group -> SampleCellGroup
module_name() {
    local out="Sample" part
    IFS='-_' read -ra parts <<< "$1"
    for part in "${parts[@]}"; do out+="$(tr '[:lower:]' '[:upper:]' <<< "${part:0:1}")${part:1}"; done
    echo "$out"
}

templates=$("$mosaic" templates list "${team[@]}" | awk '{print $1}')
for template in $templates; do
    name=$(module_name "$template")
    echo "== mosaic new module $name --template $template"
    "$mosaic" new module "$name" --template "$template" --framework Generated --output "$package" "${team[@]}"
done

echo "== swift package mosaic new module SamplePlugin (the command plugin; a relative --output is the package's)"
(cd "$work" && swift package --package-path "$package" --scratch-path "$scratch" --allow-writing-to-package-directory \
    mosaic new module SamplePlugin --template viper --framework Generated --output .)
test -f "$package/Tests/GeneratedTests/SamplePluginTests.swift"

echo "== swift build"
swift build --package-path "$package" --scratch-path "$scratch" --build-tests
echo "== swift test"
swift test --package-path "$package" --scratch-path "$scratch" --skip-build
echo "== every template builds without warnings and its tests pass: $(echo $templates | tr '\n' ' ')"
