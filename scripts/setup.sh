#!/bin/sh
# Installs what the portal needs on a fresh machine: pnpm (through corepack, falling back to npm)
# and the workspace's dependencies. Safe to run again.
set -eu
cd "$(dirname "$0")/.."
PNPM_VERSION=12.21.0
# The registry's metadata carries no signatures corepack could check.
export COREPACK_INTEGRITY_KEYS=0
if ! pnpm --version 2>/dev/null | grep -qx "$PNPM_VERSION"; then
  corepack enable pnpm 2>/dev/null && corepack prepare "pnpm@$PNPM_VERSION" --activate >/dev/null 2>&1 || true
  if ! pnpm --version 2>/dev/null | grep -qx "$PNPM_VERSION"; then
    npm install -g "pnpm@$PNPM_VERSION" >/dev/null
  fi
fi
pnpm install --frozen-lockfile
