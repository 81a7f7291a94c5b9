#!/usr/bin/env sh
# Runs a command on Node >= 22: every npm script goes through here, so `npm install && npm run dev` works even
# where the machine's own node is older (scripts/use-node.sh then provides Node 24; otherwise it does nothing).
. "$(dirname "$0")/use-node.sh" || exit 1
exec "$@"
