#!/usr/bin/env bash
# Generates every template `mosaic templates list` shows into ONE temporary package that depends
# on this checkout of Mosaic by path (the package the Getting Started article shows), then runs `swift build` and `swift test` there with the
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
if [[ ${KEEP:-0} == 1 ]]; then echo "package kept in $work/MyApp"; else trap 'rm -rf "$work"' EXIT; fi
scratch="$root/.build/template-check"

echo "== building mosaic"
swift build --package-path "$root" --product mosaic
mosaic="$(swift build --package-path "$root" --show-bin-path)/mosaic"

# The package is the one the Getting Started article shows a newcomer, taken from the article
# as it is: its `../Mosaic` is this checkout (through a link named Mosaic beside it). Only the
# warnings of its own targets become errors, for this check.
package="$work/MyApp"
mkdir -p "$package"
ln -s "$root" "$work/Mosaic"
article="$root/Sources/Mosaic/Mosaic.docc/GettingStarted.md"
awk '/^```swift$/ { inside = 1; block = ""; next }
     /^```$/ && inside { inside = 0; if (block ~ /swift-tools-version/) { printf "%s", block; exit } next }
     inside { block = block $0 "\n" }' "$article" > "$package/Package.swift"
grep -q 'path: "../Mosaic"' "$package/Package.swift" || {
    echo "error: $article shows no package manifest depending on ../Mosaic" >&2
    exit 1
}
cat >> "$package/Package.swift" <<'SWIFT'

// Added by Scripts/check-templates.sh: warnings of the generated code fail the check.
for target in package.targets { target.swiftSettings = [.unsafeFlags(["-warnings-as-errors"])] }
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
    "$mosaic" new module "$name" --template "$template" --framework MyApp --output "$package" "${team[@]}"
done

echo "== swift package mosaic new module SamplePlugin (the command plugin; a relative --output is the package's)"
(cd "$work" && swift package --package-path "$package" --scratch-path "$scratch" --allow-writing-to-package-directory \
    mosaic new module SamplePlugin --template viper --framework MyApp --output .)
test -f "$package/Tests/MyAppTests/SamplePluginTests.swift"

echo "== swift build"
swift build --package-path "$package" --scratch-path "$scratch" --build-tests
echo "== swift test"
swift test --package-path "$package" --scratch-path "$scratch" --skip-build
echo "== every template builds without warnings and its tests pass: $(echo $templates | tr '\n' ' ')"
