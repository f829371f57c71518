#!/usr/bin/env bash
# Lists the source files a command crosses from its parsed line to the printed text: builds
# DiffableKit and DiffableShell with coverage into .build-files-crossed/ (after `swift build`,
# whose swift-collections objects it links), runs SETUP as a script, then LINE, and prints the
# files whose functions ran for LINE beyond its parsing (both modules; files that only declare
# types, such as Command.swift, run no code and are not listed).
#   scripts/files-crossed.sh SETUP_FILE LINE [v]     (v: also the functions that ran)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
export PATH="/opt/swift/usr/bin:$PATH"
out="$root/.build-files-crossed"
debug="$(cd "$root" && swift build --show-bin-path)"
mkdir -p "$out"
if [ ! -x "$out/trace" ] || [ -n "$(find "$root/Sources/DiffableKit" "$root/Sources/DiffableShell" -newer "$out/trace" -name '*.swift' | head -1)" ]; then
  cov=(-profile-generate -profile-coverage-mapping -Onone -g)
  mapfile -d '' kit < <(find "$root/Sources/DiffableKit" -name '*.swift' -print0)
  mapfile -d '' shell < <(find "$root/Sources/DiffableShell" -name '*.swift' -print0)
  (cd "$out" && swiftc -wmo -parse-as-library -module-name DiffableKit -emit-module -I "$debug/Modules" "${cov[@]}" \
    -c "${kit[@]}" -o kit.o)
  (cd "$out" && swiftc -wmo -parse-as-library -module-name DiffableShell -emit-module -I "$out" -I "$debug/Modules" \
    "${cov[@]}" -c "${shell[@]}" -o shell.o)
  mapfile -d '' deps < <(find "$debug"/{OrderedCollections,HashTreeCollections,InternalCollectionsUtilities,ContainersPreview}.build \
    -name '*.swift.o' -print0)
  swiftc -module-name trace -I "$out" -I "$debug/Modules" -profile-generate -profile-coverage-mapping \
    "$root/scripts/files-crossed/trace.swift" "$out/kit.o" "$out/shell.o" "${deps[@]}" -o "$out/trace"
fi
python3 "$root/scripts/files-crossed/files.py" "$out" "$@"
