#!/usr/bin/env bash
# Measures Foyer in the peers' own harness (shared/bench-peers), so its numbers sit in the same
# tables as AppKit, RainbowKit and ConnectKit, from the same session.
#   tests/bench/peers.sh                 foyer, foyer-wagmi + baseline (small installs, about two minutes)
#   tests/bench/peers.sh all             foyer, baseline and every peer (the peers install ~3 GB)
#   tests/bench/peers.sh foyer appkit baseline      any subset of apps
# Env: PEERS_SRC (default ../shared/bench-peers beside the repo, else /work/shared/bench-peers),
#      BENCH_PEERS_DIR (a work folder to keep and reuse, so the peers install only once; default a
#      new temporary folder), SKIP_FOYER_BUILD=1 (pack the dist/ that is there), and everything
#      run.sh reads (RUNS, CPU_THROTTLE, SKIP_BUILD...).
# The Foyer app is tests/bench/app/src/main.jsx (the `#connect` button is <ConnectButton id="connect">),
# installed from the packed package (npm pack) with react and react-dom 19.3.1 like the baseline; the
# foyer-wagmi app (tests/bench/wagmiApp) is the same on wagmi through `foyer/wagmi`, beside RainbowKit's.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
src="${PEERS_SRC:-$root/../shared/bench-peers}"
[ -f "$src/run.sh" ] || src=/work/shared/bench-peers
[ -f "$src/run.sh" ] || { echo "[peers] no bench-peers folder (set PEERS_SRC)" >&2; exit 1; }
work="${BENCH_PEERS_DIR:-$(mktemp -d -t foyer-peers-XXXXXX)}"
mkdir -p "$work"
if [ ! -f "$work/run.sh" ]; then
  echo "[peers] copying $src to $work" >&2
  cp -r "$src/." "$work/"
  chmod -R u+w "$work"
fi

if [ -z "${SKIP_FOYER_BUILD:-}" ]; then
  echo "[peers] building foyer" >&2
  (cd "$root" && npm run build >&2)
fi
rm -f "$work"/foyer-*.tgz
tarball="$(cd "$root" && npm pack --ignore-scripts --silent --pack-destination "$work")"

# An app's folder: its sources from tests/bench/<dir>/src plus benchWorld.js, and its package.json.
make_app() { # name, source dir, extra dependencies (JSON members)
  local app="$work/apps/$1"
  rm -rf "$app"
  mkdir -p "$app/src"
  cp "$root/tests/bench/$2/src/main.jsx" "$app/src/"
  cp "$root/tests/bench/app/src/benchWorld.js" "$app/src/"
  cat > "$app/package.json" <<JSON
{
  "name": "anchor-$1",
  "private": true,
  "version": "0.0.0",
  "type": "module",
  "dependencies": { "foyer": "file:../../$tarball", "react": "19.3.1", "react-dom": "19.3.1"$3 }
}
JSON
}
make_app foyer app ''
# wagmi, viem and react-query at the versions of the RainbowKit app beside it (wagmi 3, which foyer/wagmi needs),
# foyer/wagmi's peer @wagmi/core (wagmi's own, at its version), and WalletConnect's provider, the eip155 adapter's
# peer (loaded only when a visitor picks WalletConnect).
make_app foyer-wagmi wagmiApp ', "wagmi": "3.6.0", "viem": "2.57.20", "@wagmi/core": "3.4.1", "@tanstack/react-query": "5.108.0", "@walletconnect/universal-provider": "2.25.0"'

if [ "${1:-}" = all ]; then apps=()
elif [ $# -gt 0 ]; then apps=("$@")
else apps=(foyer foyer-wagmi baseline); fi
echo "[peers] run.sh ${apps[*]:-(every app)} in $work" >&2
cd "$work"
./run.sh "${apps[@]}"
echo "[peers] results: $work/results/summary.md" >&2
