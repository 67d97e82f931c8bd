#!/usr/bin/env bash
# Type-checks, for an iOS simulator triple and a macOS triple at the minimums Package.swift
# declares, every Swift file of the targets that ship on Apple platforms, on a machine without
# Apple's SDK. Availability is what it proves: a declaration newer than the minimum, a language
# feature whose runtime support is newer (a generic type with a parameter pack, a cast to a
# constrained existential) or code that only compiles on Linux fails here as it would in Xcode.
#
# How: the toolchain ships its standard library as text interfaces that keep Apple's
# `@available` annotations. Each is retargeted to the Apple triple and compiled into a scratch
# resource directory; then each target's sources are compiled into a module for that triple,
# dependencies first (swift-atomics, swift-collections, swift-log from their checkouts, then
# Mosaic's own targets). What Apple's SDK would provide and this machine lacks (C declarations of
# Darwin, the parts of Foundation Mosaic uses, UIKit) comes from stand-ins in
# Scripts/apple-platforms and Shims/; the output lists them.
#
#   bash Scripts/check-apple-platforms.sh                      # what CI runs
#   bash Scripts/check-apple-platforms.sh --platforms ios --ios 16.0 --package /tmp/copy --through MosaicDI
#
# Exits non-zero when a target does not type-check (the compiler's errors are printed).
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
PACKAGE="$ROOT"
STANDINS="$ROOT/Scripts/apple-platforms"
PLATFORMS="ios,macos"
IOS_MIN=""
MACOS_MIN=""
THROUGH=""

usage() {
    echo "usage: $0 [--platforms ios,macos] [--ios VERSION] [--macos VERSION] [--package DIR] [--through TARGET]" >&2
    exit 2
}
while [ $# -gt 0 ]; do
    case "$1" in
        --platforms) PLATFORMS="${2:?}"; shift 2 ;;
        --ios) IOS_MIN="${2:?}"; shift 2 ;;
        --macos) MACOS_MIN="${2:?}"; shift 2 ;;
        --package) PACKAGE="$(cd "${2:?}" && pwd)"; shift 2 ;;
        --through) THROUGH="${2:?}"; shift 2 ;;
        *) usage ;;
    esac
done

if ! command -v swiftc >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swiftc ]; then
    export PATH="/opt/swift/usr/bin:$PATH"
fi
SWIFTC="$(command -v swiftc)"
TOOLCHAIN_USR="$(cd "$(dirname "$(readlink -f "$SWIFTC")")/.." && pwd)"
INTERFACES="$TOOLCHAIN_USR/lib/swift_static/linux"
if [ ! -d "$INTERFACES/Swift.swiftmodule" ]; then
    echo "error: no standard library interfaces under $INTERFACES" >&2
    exit 1
fi

# The minimums Package.swift declares (`.iOS(.v15)`, `.macOS(.v12)`, or a string like "15.4").
declared_minimum() {
    local platform="$1" line version
    line="$(grep -E '^[[:space:]]*platforms:' "$PACKAGE/Package.swift" | head -1)"
    version="$(printf '%s' "$line" | sed -nE "s/.*\.$platform\(\.v([0-9]+)(_([0-9]+))?\).*/\1.\3/p")"
    if [ -z "$version" ]; then
        version="$(printf '%s' "$line" | sed -nE "s/.*\.$platform\(\"([0-9.]+)\"\).*/\1/p")"
    fi
    version="${version%.}"
    if [ -z "$version" ]; then
        echo "error: Package.swift declares no $platform minimum in its platforms line" >&2
        exit 1
    fi
    case "$version" in *.*) echo "$version" ;; *) echo "$version.0" ;; esac
}
[ -n "$IOS_MIN" ] || IOS_MIN="$(declared_minimum iOS)"
[ -n "$MACOS_MIN" ] || MACOS_MIN="$(declared_minimum macOS)"

SCRATCH="$ROOT/.build/apple-platforms"
mkdir -p "$SCRATCH"

# Dependencies' sources: the checkouts SwiftPM resolves for this package.
if [ ! -d "$ROOT/.build/checkouts/swift-log" ]; then
    (cd "$ROOT" && swift package resolve >/dev/null)
fi
CHECKOUTS="$ROOT/.build/checkouts"

STARTED=$SECONDS
CHECKED=()

# Change when the way the standard library is built changes, so that kept builds are redone.
STDLIB_RECIPE=1

# The standard library for one platform: Swift, _Concurrency, _StringProcessing and their
# dependencies, from the toolchain's interfaces, retargeted. Built once for the oldest target
# Swift concurrency runs on (a module built for an older target imports into a newer one) and
# kept between runs, keyed by the compiler's version.
stdlib_for() {
    local platform_dir="$1" module_triple="$2" build_triple="$3"
    local version key dir
    version="$("$SWIFTC" --version 2>/dev/null | head -1)"
    key="$(printf '%s\n%s\n%s' "$version" "$build_triple" "$STDLIB_RECIPE" | sha256sum | cut -c1-16)"
    dir="$SCRATCH/stdlib-$platform_dir-$key"
    if [ ! -f "$dir/done" ]; then
        rm -rf "$dir"
        mkdir -p "$dir/resource/$platform_dir" "$dir/interfaces"
        cp -R "$TOOLCHAIN_USR/lib/swift/shims" "$dir/resource/shims"
        ln -s "$TOOLCHAIN_USR/lib/swift/clang" "$dir/resource/clang"
        local module
        for module in Swift _Concurrency _RegexParser _StringProcessing SwiftOnoneSupport; do
            local source="$INTERFACES/$module.swiftmodule/x86_64-unknown-linux-gnu.swiftinterface"
            local interface="$dir/interfaces/$module.swiftinterface"
            # The Apple triple instead of Linux's; `@backDeployed` bodies are not needed to
            # type-check clients, and their declarations keep their `@available`.
            sed -e "s/-target x86_64-unknown-linux-gnu/-target $build_triple/" \
                -e '/^[[:space:]]*@backDeployed(before:.*)$/d' "$source" >"$interface"
            mkdir -p "$dir/resource/$platform_dir/$module.swiftmodule"
            local stdlib_flag=()
            [ "$module" = Swift ] && stdlib_flag=(-parse-stdlib)
            # The library's own bodies are not what is checked here (Apple builds them with
            # its own spellings of a few declarations), so availability is not diagnosed in them.
            "$SWIFTC" -frontend -compile-module-from-interface "$interface" -module-name "$module" \
                "${stdlib_flag[@]}" -disable-availability-checking \
                -target "$build_triple" -resource-dir "$dir/resource" \
                -o "$dir/resource/$platform_dir/$module.swiftmodule/$module_triple.swiftmodule"
        done
        touch "$dir/done"
    fi
    RESOURCE="$dir/resource"
}

# Compiles one module for $TRIPLE into $MODULES, type-checking every body, with the flags in
# the array FLAGS.
#   FLAGS=(...); compile NAME SOURCE...
compile() {
    local name="$1"
    shift
    local started=$SECONDS
    if ! "$SWIFTC" -emit-module -wmo -parse-as-library -module-name "$name" \
        -emit-module-path "$MODULES/$name.swiftmodule" \
        -target "$TRIPLE" -resource-dir "$RESOURCE" \
        -Xfrontend -disable-objc-interop -Xcc -nostdlibinc -I "$STANDINS/include" -I "$MODULES" \
        -I "$CHECKOUTS/swift-atomics/Sources/_AtomicsShims/include" \
        "${FLAGS[@]}" "$@" 2>"$MODULES/$name.log"; then
        cat "$MODULES/$name.log" >&2
        echo "FAILED: $name does not type-check for $TRIPLE" >&2
        exit 1
    fi
    if grep -q "warning:" "$MODULES/$name.log"; then
        cat "$MODULES/$name.log" >&2
    fi
    CHECKED+=("$name${LABEL:+ ($LABEL)}: $# files, $((SECONDS - started)) s")
}

# The version of a dependency's checkout, for the report.
version_of() {
    git -C "$CHECKOUTS/$1" describe --tags --exact-match 2>/dev/null || echo "checkout"
}

# Whether the check stops after target $1 (--through).
through() {
    [ "$THROUGH" = "$1" ]
}

# The Swift sources SwiftPM compiles under the given folders (a DocC catalog's snippets are not).
swift_files() {
    find "$@" -name '*.docc' -prune -o -name '*.swift' -type f -print | LC_ALL=C sort
}

check_platform() {
    local platform="$1"
    case "$platform" in
        ios)
            TRIPLE="x86_64-apple-ios$IOS_MIN-simulator"
            stdlib_for iphonesimulator x86_64-apple-ios-simulator x86_64-apple-ios13.0-simulator ;;
        macos)
            TRIPLE="x86_64-apple-macosx$MACOS_MIN"
            stdlib_for macosx x86_64-apple-macos x86_64-apple-macosx10.15 ;;
        *) usage ;;
    esac
    MODULES="$SCRATCH/modules-$TRIPLE"
    rm -rf "$MODULES"
    mkdir -p "$MODULES"
    CHECKED=()
    echo "== $TRIPLE"

    # swift-atomics (its C shims module is read by the Clang importer).
    local sources
    # Darwin: the C declarations in the stand-in header, with their Swift overlay.
    FLAGS=(-swift-version 5 -import-underlying-module)
    LABEL="stand-in" compile Darwin "$STANDINS/Darwin/Darwin.swift"
    # swift-atomics (its C shims module is read by the Clang importer).
    FLAGS=(-swift-version 5 -enable-experimental-feature BuiltinModule)
    mapfile -t sources < <(swift_files "$CHECKOUTS/swift-atomics/Sources/Atomics")
    LABEL="swift-atomics $(version_of swift-atomics)" compile Atomics "${sources[@]}"
    # swift-collections, with the availability macros and features its Package.swift sets.
    FLAGS=(-swift-version 6 -package-name swift_collections -enable-upcoming-feature MemberImportVisibility -enable-experimental-feature BuiltinModule
        -enable-experimental-feature Lifetimes -enable-experimental-feature InoutLifetimeDependence
        -enable-experimental-feature AddressableParameters -enable-experimental-feature AddressableTypes
        -enable-experimental-feature SuppressedAssociatedTypesWithDefaults -DCOLLECTIONS_RANDOMIZED_TESTING)
    local macro
    while IFS= read -r macro; do
        FLAGS+=(-enable-experimental-feature "AvailabilityMacro=$macro")
    done < <(sed -nE 's/^[[:space:]]*"(SwiftStdlib [0-9.]+)":[[:space:]]*"([^"]*)",?$/\1: \2/p' "$CHECKOUTS/swift-collections/Package.swift")
    mapfile -t sources < <(swift_files "$CHECKOUTS/swift-collections/Sources/InternalCollectionsUtilities")
    LABEL="swift-collections $(version_of swift-collections)" compile InternalCollectionsUtilities "${sources[@]}"
    mapfile -t sources < <(swift_files "$CHECKOUTS/swift-collections/Sources/OrderedCollections")
    LABEL="swift-collections $(version_of swift-collections)" compile OrderedCollections "${sources[@]}"
    mapfile -t sources < <(swift_files "$CHECKOUTS/swift-collections/Sources/ContainersPreview")
    LABEL="swift-collections $(version_of swift-collections)" compile ContainersPreview "${sources[@]}"
    mapfile -t sources < <(swift_files "$CHECKOUTS/swift-collections/Sources/DequeModule")
    LABEL="swift-collections $(version_of swift-collections)" compile DequeModule "${sources[@]}"
    # swift-log, with the language features its Package.swift sets.
    FLAGS=(-swift-version 6 -package-name swift_log -enable-upcoming-feature ExistentialAny
        -enable-upcoming-feature MemberImportVisibility -enable-upcoming-feature InternalImportsByDefault
        -enable-upcoming-feature NonisolatedNonsendingByDefault -Xfrontend -require-explicit-sendable)
    mapfile -t sources < <(swift_files "$CHECKOUTS/swift-log/Sources/Logging")
    LABEL="swift-log $(version_of swift-log)" compile Logging "${sources[@]}"

    # Foundation: the declarations Mosaic's targets use, with Apple's availability.
    FLAGS=(-swift-version 6)
    LABEL="stand-in" compile CoreGraphics "$STANDINS/CoreGraphics/CoreGraphics.swift"
    mapfile -t sources < <(swift_files "$STANDINS/Foundation")
    LABEL="stand-in" compile Foundation "${sources[@]}"

    # Mosaic's own targets, with the settings Package.swift gives them.
    FLAGS=(-swift-version 6 -package-name "$PACKAGE_NAME")
    mapfile -t sources < <(swift_files "$PACKAGE/Sources/MosaicDI")
    compile MosaicDI "${sources[@]}"
    through MosaicDI && return
    mapfile -t sources < <(swift_files "$PACKAGE/Sources/Mosaic")
    compile Mosaic "${sources[@]}"
    through Mosaic && return
    mapfile -t sources < <(swift_files "$PACKAGE/Sources/MosaicTesting")
    compile MosaicTesting "${sources[@]}"
    through MosaicTesting && return

    # MosaicSQLite: its public interface as the compiler writes it from the real sources on
    # Linux, compiled for the Apple triple (its declarations and what they name must exist there).
    FLAGS=(-swift-version 6)
    LABEL="stand-in" compile GRDB "$STANDINS/GRDB/GRDB.swift"
    # (Linux's Foundation declares its types in FoundationEssentials and
    # FoundationInternationalization; Apple's, in Foundation. A source that imports Glibc on
    # Linux imports Darwin on Apple platforms.)
    sed -e "s/-target x86_64-unknown-linux-gnu/-target $TRIPLE/" \
        -e 's/\bFoundationEssentials\./Foundation./g' -e 's/\bFoundationInternationalization\./Foundation./g' \
        -e 's/^import Glibc$/import Darwin/' \
        "$SQLITE_INTERFACE" >"$MODULES/MosaicSQLite.package.swiftinterface"
    local started=$SECONDS
    if ! "$SWIFTC" -frontend -compile-module-from-interface "$MODULES/MosaicSQLite.package.swiftinterface" \
        -module-name MosaicSQLite -target "$TRIPLE" -resource-dir "$RESOURCE" \
        -Xcc -nostdlibinc -I "$STANDINS/include" -I "$MODULES" -I "$CHECKOUTS/swift-atomics/Sources/_AtomicsShims/include" \
        -o "$MODULES/MosaicSQLite.swiftmodule" 2>"$MODULES/MosaicSQLite.log"; then
        cat "$MODULES/MosaicSQLite.log" >&2
        echo "FAILED: MosaicSQLite's interface does not type-check for $TRIPLE" >&2
        exit 1
    fi
    CHECKED+=("MosaicSQLite (its public interface only): $((SECONDS - started)) s")

    FLAGS=(-swift-version 6 -package-name "$PACKAGE_NAME")
    mapfile -t sources < <(swift_files "$PACKAGE/Examples/MailFeatures")
    compile MailFeatures "${sources[@]}"
    through MailFeatures && return

    # MosaicUIKit and the mail app's UIKit screens, against the UIKit shim (Shims/UIKit), which
    # declares the part of UIKit they use with the signatures and availability of Apple's headers.
    # They see it as `UIKit`, as on Linux. UIKit is an iOS framework: on macOS they are empty.
    [ "$platform" = ios ] || return 0
    FLAGS=(-swift-version 6 -package-name "$PACKAGE_NAME")
    mapfile -t sources < <(swift_files "$PACKAGE/Shims/UIKit")
    LABEL="the shim of UIKit" compile UIKitShim "${sources[@]}"
    mapfile -t sources < <(swift_files "$PACKAGE/Shims/SwiftUI")
    LABEL="the shim of SwiftUI" compile SwiftUIShim "${sources[@]}"
    FLAGS=(-swift-version 6 -package-name "$PACKAGE_NAME" -module-alias UIKit=UIKitShim -module-alias SwiftUI=SwiftUIShim)
    mapfile -t sources < <(swift_files "$PACKAGE/Sources/MosaicUIKit")
    compile MosaicUIKit "${sources[@]}"
    mapfile -t sources < <(swift_files "$PACKAGE/Examples/MailUIKit")
    compile MailUIKit "${sources[@]}"
}

report() {
    local item
    echo "type-checked for $TRIPLE:"
    for item in "${CHECKED[@]}"; do echo "  $item"; done
}

not_checked() {
    cat <<'TEXT'
not checked here (needs a Mac and Apple's SDK):
  - Apple's own SDK: Darwin, Foundation and CoreGraphics are stand-ins declaring what Mosaic's
    targets use (Scripts/apple-platforms), UIKit is the shim (Shims/UIKit)
  - Objective-C interoperability rules (@objc exposure of delegate methods, selectors): the check
    runs without Objective-C interop
  - MosaicSQLite's implementation and GRDB: only MosaicSQLite's public interface is checked
  - MosaicWeb, MailWebViews, MailDemo (served from Linux; parts of their server stack are
    marked macOS 14 and later), the generator, its command and plugin, DIExample and MailTour
  - code generation, linking, running on a device or simulator, animations and real layout
TEXT
}

# The package name SwiftPM gives the root package's targets (its folder's name, lowercased, with
# `_` for other characters): `package` declarations are shared under it.
PACKAGE_NAME="$(basename "$PACKAGE" | tr '[:upper:]' '[:lower:]' | sed 's/[^a-z0-9_]/_/g')"

# MosaicSQLite stands on GRDB, which needs Apple's Foundation and SQLite: its public interface is
# written here from the real sources, compiled on Linux against GRDB.
SQLITE_INTERFACE="$SCRATCH/MosaicSQLite.package.swiftinterface"
write_sqlite_interface() {
    local bin sources
    swift build --package-path "$PACKAGE" --target MosaicSQLite >"$SCRATCH/linux-build.log" 2>&1 || {
        cat "$SCRATCH/linux-build.log" >&2
        echo "FAILED: MosaicSQLite does not build on Linux" >&2
        exit 1
    }
    bin="$(swift build --package-path "$PACKAGE" --show-bin-path)"
    mapfile -t sources < <(swift_files "$PACKAGE/Sources/MosaicSQLite")
    mkdir -p "$SCRATCH/linux"
    if ! "$SWIFTC" -emit-module -wmo -parse-as-library -module-name MosaicSQLite -swift-version 6 \
        -package-name "$PACKAGE_NAME" -enable-library-evolution -experimental-skip-non-inlinable-function-bodies \
        -emit-module-interface-path "$SCRATCH/linux/MosaicSQLite.swiftinterface" \
        -emit-package-module-interface-path "$SQLITE_INTERFACE" -no-verify-emitted-module-interface \
        -emit-module-path "$SCRATCH/linux/MosaicSQLite.swiftmodule" \
        -I "$bin/Modules" -I "$CHECKOUTS/swift-atomics/Sources/_AtomicsShims/include" \
        -Xcc "-fmodule-map-file=$CHECKOUTS/GRDB.swift/Sources/GRDBSQLite/module.modulemap" \
        "${sources[@]}" 2>"$SCRATCH/linux/MosaicSQLite.log"; then
        cat "$SCRATCH/linux/MosaicSQLite.log" >&2
        echo "FAILED: MosaicSQLite's interface could not be written" >&2
        exit 1
    fi
}
if [ -z "$THROUGH" ] || [ "$THROUGH" = MailFeatures ] || [ "$THROUGH" = MailUIKit ]; then
    write_sqlite_interface
fi

IFS=',' read -r -a platform_list <<<"$PLATFORMS"
for platform in "${platform_list[@]}"; do
    check_platform "$platform"
    report
done
not_checked
echo "Apple platforms check passed in $((SECONDS - STARTED)) s"
