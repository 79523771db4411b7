#!/usr/bin/env bash
# Builds the image from a clean clone and checks it serves, keeps leads across a SIGTERM restart,
# and reports healthy (issue 26). Needs root, podman and debootstrap; not part of `npm test`.
#
# No image registry is reachable here, so the Dockerfile's BASE (node:20-bookworm-slim) is replaced
# by a stand-in built from Debian's packages plus this machine's node, npm and Node headers.
# Usage: scripts/container-check.sh [git-ref]   (default HEAD of this repository)
set -euo pipefail

REPO=$(cd "$(dirname "$0")/.." && pwd)
REF=${1:-HEAD}
WORK=${CONTAINER_CHECK_DIR:-/tmp/lead-intake-container-check}
BASE_IMAGE=localhost/lead-intake-base:bookworm
IMAGE=localhost/lead-intake:check
NAME=lead-intake-check-$$
VOLUME=lead-intake-check-$$
PORT=${CONTAINER_CHECK_PORT:-38080}

mkdir -p "$WORK"
# runc and cgroupfs: no systemd here; crun's default ulimits cannot be set in this sandbox.
export CONTAINERS_CONF="$WORK/containers.conf"
printf '[containers]\ndefault_ulimits = []\n' >"$CONTAINERS_CONF"
podman() { command podman --runtime runc --cgroup-manager cgroupfs "$@"; }

step() { printf '\n== %s (%ss)\n' "$*" "$SECONDS"; }
fail() { printf 'FAIL: %s\n' "$*" >&2; exit 1; }

build_base() {
  if podman image exists "$BASE_IMAGE"; then step "base image $BASE_IMAGE present"; return; fi
  step "building the stand-in base image with debootstrap"
  local root="$WORK/rootfs"
  rm -rf "$root"
  debootstrap --variant=minbase --include=libstdc++6,ca-certificates bookworm "$root" http://deb.debian.org/debian >"$WORK/debootstrap.log"
  cp -a "$(command -v node)" "$root/usr/local/bin/node"
  mkdir -p "$root/usr/local/lib/node_modules" "$root/usr/local/include"
  cp -a "$(dirname "$(readlink -f "$(command -v npm)")")/.." "$root/usr/local/lib/node_modules/npm"
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
  ln -s ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"
  cp -a /usr/include/node "$root/usr/local/include/node"
  # This machine reaches its registries through an egress proxy whose CA must be trusted.
  cp /etc/ssl/certs/ca-certificates.crt "$root/etc/ssl/certs/ca-certificates.crt"
  cp /etc/apt/sources.list.d/*.sources "$root/etc/apt/sources.list.d/" 2>/dev/null || true
  cp /etc/apt/apt.conf.d/99artifact-registry "$root/etc/apt/apt.conf.d/" 2>/dev/null || true
  # node:20-bookworm-slim ships a `node` user with uid 1000; the Dockerfile relies on it.
  chroot "$root" groupadd --gid 1000 node
  chroot "$root" useradd --uid 1000 --gid node --shell /bin/bash --create-home node
  rm -rf "$root/var/cache/apt/archives/"*.deb "$root/var/lib/apt/lists/"*
  tar -C "$root" -c . | podman import \
    --change 'ENV PATH=/usr/local/bin:/usr/local/sbin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'ENV npm_config_nodedir=/usr/local' \
    --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
    --change 'CMD ["node"]' - "$BASE_IMAGE" >/dev/null
  rm -rf "$root"
  podman image ls "$BASE_IMAGE"
}

build_base
[[ ${1:-} == --base-only ]] && exit 0
