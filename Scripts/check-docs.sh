#!/usr/bin/env bash
# Builds the DocC documentation of every library target with swift-docc-plugin, warnings as
# errors: a broken symbol or article link, or a malformed directive, fails the check. The archives land in .build/plugins/Swift-DocC/outputs/<Target>.doccarchive.
#
# MosaicUIKit is checked here too. Linux has no UIKit: there the target compiles against the
# UIKit and SwiftUI shims (Shims/, seen as UIKit and SwiftUI through module aliases), so its
# links and articles are checked, but its symbols name the shims' declarations. Publish its
# pages from a build on an Apple platform, where they name Apple's UIKit.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
    export PATH="/opt/swift/usr/bin:$PATH"
fi

targets=(MosaicDI Mosaic MosaicTesting MosaicSQLite MosaicWeb MosaicGenerator MosaicUIKit)

arguments=()
for target in "${targets[@]}"; do
    arguments+=(--target "$target")
done

start=$(date +%s)
swift package generate-documentation "${arguments[@]}" --warnings-as-errors
echo "documentation for ${targets[*]} built with no warnings in $(( $(date +%s) - start )) s"
