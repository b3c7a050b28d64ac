#!/usr/bin/env bash
# Builds and runs notifc's libFuzzer target: Tests/Fuzz/FuzzEntry.swift, which runs every input through
# the whole pipeline and checks the properties in Tests/NotifCoreTests/Support/PipelineProperties.swift.
#
#   Tests/Fuzz/run-fuzzer.sh [--time SECONDS] [--build-only] [--merge] [-- LIBFUZZER_ARGS...]
#
#   --time N      fuzz for N seconds (default 60), starting from the checked-in corpus and regressions.
#                 New inputs go to a work corpus outside the tree, so a run never changes the tree.
#   --build-only  build the fuzzer and stop.
#   --merge       add the inputs of the work corpus that reach new code to Tests/Fuzz/corpus, then stop.
#   -- ARGS       more libFuzzer arguments, such as -jobs=2 or a single input to replay.
#
# Environment: NOTIFC_FUZZ_DIR (default /tmp/notifc-fuzz) holds the build, the work corpus and crash
# artifacts; SWIFTC picks the compiler (default: swiftc on PATH, else /opt/swift/usr/bin/swiftc).
# Exit status 0: nothing found. Otherwise the input that broke a property or crashed is saved in
# $NOTIFC_FUZZ_DIR/artifacts/ and its path printed: replay it with `run-fuzzer.sh -- PATH`, then add it
# to Tests/Fuzz/regressions/ (the tests replay every file there) with a test named after the bug.
#
# The fuzzer is compiled with swiftc directly, so Package.swift needs no unsafe flags. libFuzzer ships
# with the Swift toolchain (lib/swift/clang/lib/linux/libclang_rt.fuzzer-*.a); no other package is needed.
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
fuzz="$root/Tests/Fuzz"
work=${NOTIFC_FUZZ_DIR:-/tmp/notifc-fuzz}
seconds=60
build_only=0
merge=0
extra=()
while [ $# -gt 0 ]; do
  case "$1" in
    --time) seconds=$2; shift 2 ;;
    --build-only) build_only=1; shift ;;
    --merge) merge=1; shift ;;
    --) shift; extra=("$@"); break ;;
    *) echo "run-fuzzer.sh: unknown argument '$1' (see the comment at the top of the script)" >&2; exit 64 ;;
  esac
done

swiftc=${SWIFTC:-$(command -v swiftc || echo /opt/swift/usr/bin/swiftc)}
[ -x "$swiftc" ] || { echo "run-fuzzer.sh: no swiftc (set SWIFTC)" >&2; exit 1; }
runtime=$(dirname "$(dirname "$(readlink -f "$swiftc")")")/lib/swift/clang/lib/linux
if ! ls "$runtime"/libclang_rt.fuzzer-*.a >/dev/null 2>&1; then
  echo "run-fuzzer.sh: this Swift toolchain has no libFuzzer runtime in $runtime" >&2
  exit 1
fi

mkdir -p "$work/build" "$work/corpus" "$work/artifacts"
binary="$work/build/notifc-fuzzer"

# Sources: NotifCore, the shared properties and the entry point, compiled as one module named NotifCore.
sources=()
while IFS= read -r file; do sources+=("$file"); done < <(find "$root/Sources/NotifCore" -name '*.swift' | LC_ALL=C sort)
sources+=(
  "$root/Tests/NotifCoreTests/Support/PipelineProperties.swift"
  "$root/Tests/NotifCoreTests/Support/SyntaxFingerprint.swift"
  "$fuzz/FuzzEntry.swift"
)

# NotifCore imports the header-only C module CMemoryHints (its module map is beside the header).
c_include="$root/Sources/CMemoryHints/include"

# Rebuild only when a source, the compiler or this script changed.
stamp=$( { "$swiftc" --version 2>&1; cat "$0" "${sources[@]}" "$c_include"/*; } | sha256sum | cut -d' ' -f1)
if [ ! -x "$binary" ] || [ "$(cat "$work/build/stamp" 2>/dev/null)" != "$stamp" ]; then
  echo "== building the fuzzer ($((${#sources[@]})) files)"
  # A failed build must not leave the last good binary to be run in its place.
  rm -f "$binary" "$work/build/stamp"
  # -O keeps preconditions and overflow checks; -g gives symbolized stack traces. The package name
  # is SwiftPM's, for declarations with `package` access.
  "$swiftc" -sanitize=fuzzer,address -parse-as-library -module-name NotifCore -D NOTIFC_FUZZER \
    -package-name notifc -O -g -swift-version 6 -use-ld=lld -I "$c_include" -o "$binary" "${sources[@]}" 2>&1 \
    | grep -v -e "ignoring import" -e "^$" || true
  [ -x "$binary" ] || { echo "run-fuzzer.sh: build failed" >&2; exit 1; }
  echo "$stamp" >"$work/build/stamp"
fi
[ "$build_only" = 1 ] && exit 0

export SWIFT_BACKTRACE=enable=no  # the runtime's backtracer trips ASan
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:allocator_may_return_null=1}

if [ "$merge" = 1 ]; then
  "$binary" -merge=1 "$fuzz/corpus" "$work/corpus" -dict="$fuzz/notif.dict" -max_len=8192
  exit 0
fi

options=(
  -dict="$fuzz/notif.dict"
  -max_len=8192        # larger inputs only repeat structure; the limits tests cover size
  -timeout=10          # seconds per input: a slower input is a hang
  -rss_limit_mb=4096
  -artifact_prefix="$work/artifacts/"
  -print_final_stats=1
)
if [ ${#extra[@]} -gt 0 ] && [ -f "${extra[-1]}" ]; then
  exec "$binary" "${options[@]}" "${extra[@]}"   # replay one input
fi

log="$work/fuzz.log"
echo "== fuzzing for ${seconds}s (log: $log)"
set +e
"$binary" "${options[@]}" -max_total_time="$seconds" "${extra[@]}" \
  "$work/corpus" "$fuzz/corpus" "$fuzz/regressions" >"$log" 2>&1
status=$?
set -e
stat() { grep -E "^stat::$1:" "$log" | tail -1 | grep -oE '[0-9]+$' || echo "?"; }
runs=$(stat number_of_executed_units)
speed=$(stat average_exec_per_sec)
if [ "$runs" = "?" ]; then  # -fork mode prints progress lines only: "#N: ... exec/s: R ..."
  last=$(grep -E '^#[0-9]+:' "$log" | tail -1)
  runs=$(echo "$last" | grep -oE '^#[0-9]+' | tr -d '#' || echo "?")
  speed=$(echo "$last" | grep -oE 'exec/s: [0-9]+' | grep -oE '[0-9]+' || echo "?")
fi
grep -E '^#[0-9]+ +(INITED|DONE)' "$log" | tail -2 || true
echo "fuzz: $runs executions in ${seconds}s, $speed execs/s"
if [ $status -ne 0 ]; then
  grep -E -A30 'ERROR:|Fatal error|deadly signal|timeout' "$log" | head -60 || tail -40 "$log"
  grep -E 'Test unit written to' "$log" || true
  echo "fuzz: FOUND A PROBLEM (exit $status); see $log" >&2
  exit 1
fi
echo "fuzz: no findings"
