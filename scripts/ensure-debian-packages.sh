#!/usr/bin/env bash
# Installs Debian packages the tests need (chromium, postgresql, redis-server, haproxy) when they
# are missing. Usage: scripts/ensure-debian-packages.sh chromium postgresql redis-server haproxy
set -euo pipefail

need=()
for pkg in "$@"; do
  case "$pkg" in
    chromium) [ -x /usr/bin/chromium ] || need+=(chromium) ;;
    postgresql) ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql) ;;
    redis-server) command -v redis-server >/dev/null 2>&1 || need+=(redis-server) ;;
    haproxy) command -v haproxy >/dev/null 2>&1 || [ -x /usr/sbin/haproxy ] || need+=(haproxy) ;;
    *) dpkg -s "$pkg" >/dev/null 2>&1 || need+=("$pkg") ;;
  esac
done
[ ${#need[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ]; then
  echo "Missing Debian packages: ${need[*]}. Install them with: sudo apt-get install -y ${need[*]}" >&2
  exit 1
fi
echo "Installing Debian packages: ${need[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
