#!/usr/bin/env bash
# Compile time and code size of registrations: MosaicDI vs Swinject vs hand-written code.
#
# Generates an app of N classes with 0-5 initializer dependencies each and one module of
# registrations per library, compiles each registrations module alone (debug: -Onone -g;
# release: -O -wmo), and writes the best and worst wall time of a few compiles and the `.text`
# size into Benchmarks/results.json (member `compile_time`; the other members are kept). With
# --instructions it also counts the instructions each release compile runs (valgrind's callgrind,
# `apt-get install valgrind`), a figure that does not move between runs the way wall time does
# on a shared machine. Also compiles the MosaicDI registrations in Swift 5 language mode and
# counts the warnings.
#
# Usage (from anywhere):
#   Benchmarks/Scripts/compile-time.sh                      # N = 100 and 300, best of 3, ~3 min on 2 cores
#   Benchmarks/Scripts/compile-time.sh --counts 1000 --repeats 1 --json /tmp/ct.json
#   Benchmarks/Scripts/compile-time.sh --repeats 5 --instructions   # + callgrind counts, ~6 min
# Options are passed to the `compile-time` executable: --counts, --repeats, --json PATH (default
# Benchmarks/results.json), --configurations debug,release, --registrars mosaic,swinject,hand,
# --keep DIR (keep the generated sources and objects there), --instructions.
set -euo pipefail
benchmarks="$(cd "$(dirname "$0")/.." && pwd)"
scratch="$benchmarks/.build"

# The modules the registrations import, built in release mode by the benchmarks package.
swift build -c release --package-path "$benchmarks" --target MosaicDI >&2
swift build -c release --package-path "$benchmarks" --target Swinject >&2
swift build -c release --package-path "$benchmarks" --product compile-time >&2
bin="$(swift build -c release --package-path "$benchmarks" --show-bin-path)"

# MosaicDI imports swift-atomics, whose C shims module a client must be able to find.
module_map="$(find "$scratch/checkouts/swift-atomics/Sources/_AtomicsShims" -name module.modulemap | head -n 1)"
if [[ -z "$module_map" ]]; then
    echo "compile-time.sh: swift-atomics' _AtomicsShims module map not found under $scratch/checkouts" >&2
    exit 1
fi

json_default=(--json "$benchmarks/results.json")
for argument in "$@"; do
    if [[ "$argument" == "--json" ]]; then json_default=(); fi
done
exec "$bin/compile-time" --modules "$bin/Modules" --module-map "$module_map" "${json_default[@]}" "$@"
