#!/usr/bin/env bash
# Shows that Scripts/check-apple-platforms.sh can fail: in a copy of MosaicDI it plants, one at a
# time, code that needs a newer iOS than 15 and checks that the type-check rejects it at iOS 15
# (and at every version before the first one that has it, naming the version in its error), and
# accepts it at that first version:
#   - a generic type with a parameter pack: iOS 17
#   - a cast to a constrained existential (`any P<T>`): iOS 16
#   - `Task.sleep(for:)`: iOS 16
# Exits non-zero when a plant is accepted too early or rejected where it should pass.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

# The copy: Package.swift (for the declared minimums) and MosaicDI's sources.
COPY="$WORK/mosaic-copy"
mkdir -p "$COPY/Sources"
cp "$ROOT/Package.swift" "$COPY/Package.swift"
cp -R "$ROOT/Sources/MosaicDI" "$COPY/Sources/MosaicDI"
ORIGINAL_FILES="$(find "$COPY/Sources/MosaicDI" -name '*.docc' -prune -o -name '*.swift' -print | wc -l)"

FAILURES=0

# check NAME VERSION: runs the check of MosaicDI for iOS VERSION; leaves its output in $WORK/out.
check() {
    bash "$ROOT/Scripts/check-apple-platforms.sh" --package "$COPY" --platforms ios --ios "$2" --through MosaicDI \
        >"$WORK/out" 2>&1
}

# expect_rejected NAME VERSION MESSAGE
expect_rejected() {
    if check "$1" "$2"; then
        echo "FAIL: $1 was accepted at iOS $2" >&2
        FAILURES=$((FAILURES + 1))
    elif ! grep -qF "$3" "$WORK/out"; then
        echo "FAIL: $1 was rejected at iOS $2, but not with \"$3\":" >&2
        cat "$WORK/out" >&2
        FAILURES=$((FAILURES + 1))
    else
        echo "ok: $1 rejected at iOS $2 ($3)"
    fi
}

# expect_accepted NAME VERSION: the check passes, and it compiled the planted file.
expect_accepted() {
    if ! check "$1" "$2"; then
        echo "FAIL: $1 was rejected at iOS $2:" >&2
        cat "$WORK/out" >&2
        FAILURES=$((FAILURES + 1))
    elif ! grep -qE "^  MosaicDI: $((ORIGINAL_FILES + 1)) files" "$WORK/out"; then
        echo "FAIL: the check at iOS $2 did not compile the planted $1:" >&2
        cat "$WORK/out" >&2
        FAILURES=$((FAILURES + 1))
    else
        echo "ok: $1 accepted at iOS $2"
    fi
}

plant() {
    rm -f "$COPY/Sources/MosaicDI/Planted.swift"
    cat >"$COPY/Sources/MosaicDI/Planted.swift"
}

plant <<'SWIFT'
/// A generic type over a parameter pack: its metadata needs the iOS 17 runtime.
struct PlantedPack<each Value> {
    var values: (repeat each Value)
}
SWIFT
expect_rejected "a generic type with a parameter pack" 15.0 "parameter packs in generic types are only available in iOS 17"
expect_rejected "a generic type with a parameter pack" 16.4 "parameter packs in generic types are only available in iOS 17"
expect_accepted "a generic type with a parameter pack" 17.0

plant <<'SWIFT'
/// A cast to a constrained existential: the iOS 16 runtime does it.
protocol PlantedSlot<Value> {
    associatedtype Value
}

func plantedIsSlot<Value>(_ candidate: Any, of _: Value.Type) -> Bool {
    candidate is any PlantedSlot<Value>
}
SWIFT
expect_rejected "a cast to any P<T>" 15.0 "runtime support for parameterized protocol types is only available in iOS 16"
expect_accepted "a cast to any P<T>" 16.0

plant <<'SWIFT'
/// `Task.sleep(for:)` and `Duration` arrived with iOS 16.
func plantedPause() async throws {
    try await Task.sleep(for: .milliseconds(10))
}
SWIFT
expect_rejected "Task.sleep(for:)" 15.0 "'sleep(for:tolerance:clock:)' is only available in iOS 16"
expect_accepted "Task.sleep(for:)" 16.0

if [ "$FAILURES" -ne 0 ]; then
    echo "$FAILURES planted check(s) went wrong" >&2
    exit 1
fi
echo "the Apple platforms check rejects each plant below the iOS that has it and accepts it there"
