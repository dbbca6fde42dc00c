#!/usr/bin/env bash
# Install the .deb on this machine, check what it installed, smoke both entry
# points and the three sandbox workers from the INSTALLED app, then remove it.
#
# Usage (as root, from anywhere): packaging/linux/check_deb.sh [dist/character-studio_*.deb]
# Needs the venv (for the scripted model server in tests/support).
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
cd "$ROOT"
PYTHON=${PYTHON:-$ROOT/.venv/bin/python}
DEB=${1:-$(find dist -maxdepth 1 -name 'character-studio_*.deb' | sort | tail -n1)}
DEB=$(readlink -f "$DEB")
if [ "$(id -u)" -ne 0 ]; then
  echo "error: installing a package needs root (try: sudo $0 $DEB)" >&2
  exit 2
fi
if dpkg -s character-studio >/dev/null 2>&1; then
  # Refuse rather than replace: the installed copy may be someone's real install.
  echo "error: character-studio is already installed; remove it first" >&2
  exit 2
fi

# apt (not dpkg -i) so the computed Depends are resolved and installed too:
# that is the check that they are real package names.
apt-get install -y -q --no-install-recommends "$DEB" >/dev/null
trap 'apt-get remove -y -q --purge character-studio >/dev/null; echo "removed character-studio"' EXIT
echo "installed $(dpkg-query -W -f='${Package} ${Version} (${Installed-Size} KB)' character-studio)"

# The files a desktop needs, where a desktop looks for them.
for path in /usr/bin/character-studio /usr/bin/character-player \
  /opt/character-studio/character-studio \
  /usr/share/applications/character-studio.desktop \
  /usr/share/applications/character-player.desktop \
  /usr/share/icons/hicolor/48x48/apps/character-studio.png \
  /usr/share/icons/hicolor/scalable/apps/character-studio.svg; do
  test -e "$path" || { echo "error: $path is missing" >&2; exit 1; }
done
if command -v desktop-file-validate >/dev/null; then
  desktop-file-validate /usr/share/applications/character-{studio,player}.desktop
fi

# Run through the /usr/bin links exactly as a desktop entry would (by name, on PATH).
"$PYTHON" packaging/smoke_artifact.py character-studio --workers
"$PYTHON" packaging/smoke_artifact.py character-player
echo "check_deb: ok"
