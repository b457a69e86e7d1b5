#!/usr/bin/env bash
# Stand-ins for the images compose.yaml pulls, for machines that reach Debian's mirrors but not
# Docker Hub: postgres:15 and caddy:2 built from Debian bookworm's own packages (postgresql-15,
# caddy) under the real tags, so that `docker compose up` runs as written. Everywhere else Docker
# Hub's official images are used; never run this where they can be pulled (and on a machine
# that later reaches Docker Hub, `docker rmi postgres:15 caddy:2` first: compose uses a local tag).
#
# Needs a running Docker engine and the site's base image: on such a machine, the repository's
# ../shared/tools/docker-standin-base.sh installs Debian's engine and makes node:26-slim.
# Usage, as root, from the repository:   bash deploy/standin-images.sh
set -euo pipefail
cd "$(dirname "$0")"

BASE=standin/debian:bookworm
ROOTFS=${STANDIN_DEBIAN_ROOTFS:-/var/tmp/standin-debian-bookworm}

log() { printf '[standin-images] %s\n' "$*" >&2; }

docker info >/dev/null 2>&1 || { log 'no Docker engine answers: start one first'; exit 1; }

# A plain Debian bookworm to build on, from debootstrap (kept: made once).
if ! docker image inspect "$BASE" >/dev/null 2>&1; then
  command -v debootstrap >/dev/null || apt-get install -y --no-install-recommends debootstrap
  log "making $BASE with debootstrap in $ROOTFS"
  rm -rf --one-file-system "$ROOTFS"
  debootstrap --variant=minbase bookworm "$ROOTFS" http://deb.debian.org/debian
  tar -C "$ROOTFS" -c . | docker import - "$BASE"
  rm -rf --one-file-system "$ROOTFS"
fi

for image in postgres:15 caddy:2; do
  folder=standins/${image%%:*}
  log "building $image from $folder"
  DOCKER_BUILDKIT=0 docker build -q -t "$image" "$folder"
done
log 'done: postgres:15 and caddy:2 are Debian stand-ins on this machine'
