#!/usr/bin/env bash
# Builds the SwiftPM plugin fixtures against this checkout and checks what an app sees (issue 8):
#   1. PluginApp builds: NotifcPlugin compiles its .notif files (one imports the other, notifc.json
#      makes the generated code public), and PluginAppCheck, in another module, checks the
#      generated enums and response initialisers.
#   2. A build without changes runs nothing: `swift build -v` prints the command line of every
#      command it runs, and shows no `notifc-tool build` and no compilation of AppCategories.
#   3. Editing an imported .notif file regenerates the Swift and recompiles the module; after a
#      comment-only edit the command runs but leaves the output as it is, and the next build is
#      again a no-op.
#   4. notifc.json is read at build time: an unknown key fails the build at its line and column.
#   5. PluginAppInvalid fails to build with notifc's diagnostic at the .notif file's line:col.
#   6. `swift package notifc-lint` and `notifc-format --check` run on the fixtures.
# Each fixture is copied to a work folder first (the checkout is never written) and built there
# with its own scratch path. Usage: run-plugin-fixtures.sh [WORK_DIR] (default: a new temporary
# folder, removed on success). NOTIFC_PACKAGE_PATH names the notifc package (default: this checkout).
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
export NOTIFC_PACKAGE_PATH=${NOTIFC_PACKAGE_PATH:-$repo}
if [ $# -gt 0 ]; then
  work=$1
  mkdir -p "$work"
  keep=1
else
  work=$(mktemp -d "${TMPDIR:-/tmp}/notifc-plugin-fixtures.XXXXXX")
  keep=0
fi
work=$(cd "$work" && pwd)

fail() {
  echo "plugin fixtures: FAILED: $*" >&2
  echo "plugin fixtures: logs are in $work" >&2
  exit 1
}

# build NAME LOG [swift build options]: builds the fixture's copy; returns swift build's status.
build() {
  local name=$1 log=$2
  shift 2
  swift build --package-path "$work/$name" --scratch-path "$work/$name.build" "$@" >"$work/$log" 2>&1
}

# ran LOG: how many times the notifc build command ran in a `swift build -v` log.
ran() { grep -c 'notifc-tool build ' "$work/$1" || true; }
# compiled LOG MODULE: how many compiler jobs for the module ran in a `swift build -v` log.
compiled() { grep -c "swift-frontend -frontend -c .*-module-name $2 " "$work/$1" || true; }

for fixture in PluginApp PluginAppInvalid; do
  rm -rf "${work:?}/$fixture"
  cp -R "$repo/Tests/Fixtures/$fixture" "$work/$fixture"
done
app=$work/PluginApp
sources=$app/Sources/AppCategories

echo "== plugin fixtures: build PluginApp (compiles notifc too) in $work"
build PluginApp app-1.log || { tail -40 "$work/app-1.log"; fail "PluginApp does not build"; }
bin=$(swift build --package-path "$app" --scratch-path "$app.build" --show-bin-path)
"$bin/PluginAppCheck" | tee "$work/check-1.log" || fail "PluginAppCheck"
grep -q "all checks passed" "$work/check-1.log" || fail "PluginAppCheck"
generated=$(find "$app.build/plugins/outputs" -name NotificationCategories.swift)
[ -n "$generated" ] || fail "no generated NotificationCategories.swift"
grep -q '^public enum MessageResponse' "$generated" || fail "notifc.json's accessLevel was not applied"

echo "== plugin fixtures: a build without changes runs nothing"
# The second build after a clean one may relink notifc-tool once (SwiftPM builds plugin tools in a
# phase of their own) and so run the command; it settles here, before the check.
build PluginApp app-2.log || fail "second build"
build PluginApp app-noop.log -v || fail "no-op build"
[ "$(ran app-noop.log)" = 0 ] || fail "the notifc command ran in a build without changes (app-noop.log)"
[ "$(compiled app-noop.log AppCategories)" = 0 ] || fail "AppCategories was recompiled without changes"
before=$(stat -c %Y "$generated" 2>/dev/null || stat -f %m "$generated")

echo "== plugin fixtures: editing an imported .notif file regenerates the Swift"
sleep 1 # a newer modification time on file systems with 1-second times
sed 's/title: "Mute"/title: "Mute for an hour"/' "$sources/chat-shared.notif" >"$work/edited.notif"
mv "$work/edited.notif" "$sources/chat-shared.notif"
build PluginApp app-edit.log -v || fail "build after the edit"
[ "$(ran app-edit.log)" = 1 ] || fail "the notifc command did not run after the edit (app-edit.log)"
[ "$(compiled app-edit.log AppCategories)" -gt 0 ] || fail "AppCategories was not recompiled after the edit"
grep -q 'title: "Mute for an hour"' "$generated" || fail "the generated Swift does not have the new title"
after=$(stat -c %Y "$generated" 2>/dev/null || stat -f %m "$generated")
[ "$after" -gt "$before" ] || fail "the generated file was not rewritten"
build PluginApp app-noop-2.log -v || fail "build after the edit, again"
[ "$(ran app-noop-2.log)" = 0 ] || fail "the notifc command ran again without changes (app-noop-2.log)"

echo "== plugin fixtures: a comment-only edit runs the command and leaves the output as it is"
printf '// One more comment.\n' >>"$sources/chat.notif"
build PluginApp app-comment.log -v || fail "build after the comment"
[ "$(ran app-comment.log)" = 1 ] || fail "the notifc command did not run after the comment"
grep -q "unchanged $generated" "$work/app-comment.log" || fail "the output was rewritten for a comment"
build PluginApp app-noop-3.log -v || fail "build after the comment, again"
[ "$(ran app-noop-3.log)" = 0 ] || fail "the notifc command ran again after an unchanged output"

echo "== plugin fixtures: notifc.json is read at build time and unknown keys are errors"
cp "$sources/notifc.json" "$work/notifc.json.saved"
printf '{\n  "acessLevel": "public"\n}\n' >"$sources/notifc.json"
if build PluginApp app-config.log; then fail "a misspelt key in notifc.json did not fail the build"; fi
expected="$sources/notifc.json:2:3: error: unknown key 'acessLevel'; did you mean 'accessLevel'?"
grep -qF "$expected" "$work/app-config.log" || { tail -20 "$work/app-config.log"; fail "config diagnostic"; }
cp "$work/notifc.json.saved" "$sources/notifc.json"
cp "$repo/Tests/Fixtures/PluginApp/Sources/AppCategories/"*.notif "$sources/"
build PluginApp app-restored.log || fail "build with notifc.json and the .notif files restored"
"$bin/PluginAppCheck" >/dev/null || fail "PluginAppCheck after restoring the files"

echo "== plugin fixtures: PluginAppInvalid fails with notifc's diagnostic"
if build PluginAppInvalid invalid.log; then fail "PluginAppInvalid built"; fi
broken=$work/PluginAppInvalid/Sources/BrokenCategories/broken.notif
expected="$broken:9:17: error: 'foregroud' is not a valid value for 'activation'"
expected+="; did you mean 'foreground'? [N904]"
grep -qF "$expected" "$work/invalid.log" || { tail -20 "$work/invalid.log"; fail "diagnostic at 9:17"; }

echo "== plugin fixtures: the command plugins"
pkg() {
  local name=$1
  shift
  swift package --package-path "$work/$name" --scratch-path "$work/$name.build" "$@"
}
pkg PluginApp notifc-lint --strict >"$work/lint-app.log" 2>&1 || fail "notifc-lint on PluginApp"
if pkg PluginAppInvalid notifc-lint >"$work/lint-invalid.log" 2>&1; then fail "notifc-lint passed"; fi
grep -qF "$expected" "$work/lint-invalid.log" || fail "notifc-lint diagnostic"
pkg PluginApp --allow-writing-to-package-directory notifc-format --check >"$work/format.log" 2>&1 \
  || { cat "$work/format.log"; fail "notifc-format --check on PluginApp"; }

echo "plugin fixtures: all checks passed"
if [ "$keep" = 0 ]; then rm -rf "$work"; fi
