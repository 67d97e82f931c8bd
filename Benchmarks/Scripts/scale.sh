#!/usr/bin/env bash
# The scale scenario at 10,000 registrations (or --count N).
#
# The checked-in ScaleFixtures hold 2,000 generated types, because 10,000 take more than 18
# minutes of CPU to compile in release on a 2-core VM (one such build was stopped there). This script generates N, builds, runs the scale and deep_chains
# scenarios (extra arguments go to mosaic-benchmarks, e.g. --json /tmp/scale.json), and
# generates the checked-in 2,000 again on the way out, whatever happened.
#
#   Benchmarks/Scripts/scale.sh                       # N = 10,000
#   Benchmarks/Scripts/scale.sh --count 5000 --quick
set -euo pipefail
cd "$(dirname "$0")/../.."

count=10000
arguments=()
while [ $# -gt 0 ]; do
    case "$1" in
        --count) count="$2"; shift 2 ;;
        *) arguments+=("$1"); shift ;;
    esac
done

restore() { python3 Benchmarks/Scripts/generate-scale.py >/dev/null; }
trap restore EXIT

python3 Benchmarks/Scripts/generate-scale.py --count "$count" >/dev/null
swift build -c release --package-path Benchmarks
swift run -c release --package-path Benchmarks mosaic-benchmarks --only scale,deep_chains ${arguments[@]+"${arguments[@]}"}
