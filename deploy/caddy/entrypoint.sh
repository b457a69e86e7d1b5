#!/bin/sh
# Limits each client's open connections (connection-limit.nft) in this container's network
# namespace, then runs Caddy. The limit needs the container's NET_ADMIN capability
# (compose.yaml: cap_add); without it the container stops rather than run Caddy unlimited.
set -eu
if ! nft -f /etc/caddy/connection-limit.nft; then
  echo 'connection-limit: nft could not load its rules: give this container cap_add NET_ADMIN' >&2
  exit 1
fi
exec caddy run --config /etc/caddy/Caddyfile --adapter caddyfile
