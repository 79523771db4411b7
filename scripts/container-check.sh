#!/usr/bin/env bash
# Builds the image from a clean clone and checks it serves, keeps leads across a SIGTERM restart,
# and reports healthy (issue 26). Needs root, podman and debootstrap; not part of `npm test`.
#
# No image registry is reachable here, so the Dockerfile's BASE (node:20-bookworm-slim) is replaced
# by a stand-in built from Debian's packages plus this machine's node, npm and Node headers.
# Usage: scripts/container-check.sh [git-ref]   (default HEAD of this repository: commit first)
#        scripts/container-check.sh --base-only (only the stand-in base image)
set -euo pipefail

REPO=$(cd "$(dirname "$0")/.." && pwd)
REF=${1:-HEAD}
[[ $REF == --base-only ]] && REF=HEAD
WORK=${CONTAINER_CHECK_DIR:-/tmp/lead-intake-container-check}
BASE_IMAGE=localhost/lead-intake-base:bookworm
IMAGE=localhost/lead-intake:check
NAME=lead-intake-check-$$
VOLUME=lead-intake-check-$$
# Below the kernel's ephemeral range (32768-60999), so no outgoing connection or port-0 listener
# of another program takes it between the two starts.
PORT=${CONTAINER_CHECK_PORT:-31080}

mkdir -p "$WORK"
# runc and cgroupfs: no systemd here; crun's default ulimits cannot be set in this sandbox.
export CONTAINERS_CONF="$WORK/containers.conf"
printf '[containers]\ndefault_ulimits = []\n' >"$CONTAINERS_CONF"
# Without systemd podman cannot schedule health checks (this script runs them) and says so on
# every start and stop: that line is dropped.
podman() {
  command podman --runtime runc --cgroup-manager cgroupfs "$@" 2> >(grep -v 'unable to get systemd connection' >&2)
}

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

cleanup() {
  podman rm -f -t 0 "$NAME" >/dev/null 2>&1 || true
  podman volume rm -f "$VOLUME" >/dev/null 2>&1 || true
}
trap cleanup EXIT

wait_healthy() {
  for _ in $(seq 1 120); do
    if podman healthcheck run "$NAME" >/dev/null 2>&1; then
      printf 'healthy: %s\n' "$(podman inspect --format '{{.State.Health.Status}}' "$NAME")"
      return
    fi
    [[ $(podman inspect --format '{{.State.Running}}' "$NAME") == true ]] || { podman logs "$NAME"; fail "the container stopped"; }
    sleep 1
  done
  podman logs "$NAME"
  fail "not healthy after 120 s"
}

start_container() {
  podman run -d --name "$NAME" --network host -e PORT="$PORT" -e PUBLIC_BASE_URL="http://127.0.0.1:$PORT" \
    -v "$VOLUME:/data" "$IMAGE" >/dev/null
  wait_healthy
}

stop_container() {
  # podman stop sends the image's STOPSIGNAL (SIGTERM) to PID 1, node itself; the drain must end in exit 0.
  podman stop -t 30 "$NAME" >/dev/null
  local code
  code=$(podman inspect --format '{{.State.ExitCode}}' "$NAME")
  podman logs "$NAME" 2>&1 | tail -n 3
  [[ $code == 0 ]] || fail "exit code $code after SIGTERM, expected 0"
  podman rm "$NAME" >/dev/null
}

api() { curl -fsS -H "Authorization: Bearer $TOKEN" "$@"; }

build_base
[[ ${1:-} == --base-only ]] && exit 0

step "clean clone of $REF"
rm -rf "$WORK/clone"
git clone --quiet --no-local "$REPO" "$WORK/clone"
git -C "$WORK/clone" checkout --quiet "$(git -C "$REPO" rev-parse "$REF")"

step "podman build (--format docker keeps HEALTHCHECK)"
podman build --format docker --network host --build-arg BASE="$BASE_IMAGE" -t "$IMAGE" "$WORK/clone" >"$WORK/build.log" 2>&1 \
  || { tail -n 40 "$WORK/build.log"; fail "the image did not build"; }
tail -n 3 "$WORK/build.log"
podman image ls "$IMAGE"
podman image inspect --format 'user={{.Config.User}} cmd={{.Config.Cmd}} volumes={{.Config.Volumes}} exposed={{.Config.ExposedPorts}} healthcheck={{.Config.Healthcheck.Test}}' "$IMAGE"

step "first start on a new volume"
podman volume create "$VOLUME" >/dev/null
start_container
podman logs "$NAME" 2>&1 | grep -F '"adminPage"'
podman logs "$NAME" 2>&1 | grep -q '#token=' && fail "TOKENS_IN_LOG=false, yet the start line printed the token"
TOKEN=$(podman exec "$NAME" cat /data/admin-token)
[[ -n $TOKEN ]] || fail "no admin token in /data/admin-token"
podman exec "$NAME" id
BASE="http://127.0.0.1:$PORT"
curl -fsS "$BASE/healthz"; echo

step "create a source, post a lead"
SOURCE=$(api -X POST "$BASE/api/sources" -d '{"name": "container check", "defaultCountry": "US"}')
WEBHOOK=$(node -e 'console.log(JSON.parse(process.argv[1]).webhookUrl)' "$SOURCE")
ANSWER=$(curl -fsS -X POST "$WEBHOOK" -d '{"name": "Jane Container", "phone": "(650) 555-0199", "email": "jane@example.com"}')
echo "$ANSWER"
LEAD_ID=$(node -e 'const a = JSON.parse(process.argv[1]); if (a.status !== "created") process.exit(1); console.log(a.lead.id)' "$ANSWER") \
  || fail "the lead was not created"

step "stop with SIGTERM while a lead's body is still arriving: it must be answered and stored"
# The body comes in two parts 1.5 s apart; SIGTERM lands between them, once the server has the
# request: a fixed pause let SIGTERM arrive first on a busy machine (the connection then refused).
rm -f "$WORK/slow.sent"
node -e '
  const http = require("node:http");
  const [url, sent] = process.argv.slice(1);
  const req = http.request(url, { method: "POST", headers: { "Content-Type": "application/json" } }, (res) => {
    let text = "";
    res.setEncoding("utf8").on("data", (chunk) => (text += chunk)).on("end", () => console.log(text));
  });
  req.on("error", (e) => console.log("failed: " + e.message));
  req.flushHeaders();
  // Marked once the head and the first part are in the kernel: the server has them to read.
  req.write("{\"name\": \"Slow Container\", ", () => require("node:fs").writeFileSync(sent, String(req.socket.localPort)));
  setTimeout(() => req.end("\"phone\": \"(650) 555-0198\"}"), 1500);
' "$WEBHOOK" "$WORK/slow.sent" >"$WORK/slow.out" &
SLOW=$!
wait_request_read() {
  for _ in $(seq 1 100); do
    if [[ -s $WORK/slow.sent ]]; then
      # The server's end of that connection, its receive queue empty: node has read the head and the first part.
      local client_port
      client_port=$(cat "$WORK/slow.sent")
      if ss -Htn state established "( sport = :$PORT and dport = :$client_port )" | awk '$1 == 0 { found = 1 } END { exit !found }'; then
        return
      fi
    fi
    sleep 0.02
  done
  fail "the server never read the slow request"
}
wait_request_read
stop_container
wait "$SLOW"
cat "$WORK/slow.out"
SLOW_ID=$(node -e 'const a = JSON.parse(process.argv[1]); if (a.status !== "created") process.exit(1); console.log(a.lead.id)' "$(cat "$WORK/slow.out")") \
  || fail "the request in flight at SIGTERM was not answered 'created'"

step "start again on the same volume, read the lead back"
start_container
STORED=$(api "$BASE/api/leads/$LEAD_ID")
echo "$STORED"
node -e 'const l = JSON.parse(process.argv[1]); if (l.phone !== "+16505550199" || l.name !== "Jane Container") process.exit(1)' "$STORED" \
  || fail "the lead did not survive the restart"
api "$BASE/api/leads/$SLOW_ID" | grep -q '"+16505550198"' || fail "the lead answered during the drain is not stored"
stop_container

step "image size"
podman image inspect --format '{{.Size}}' "$IMAGE" | awk '{printf "%s: %.0f MB (of it the stand-in base %s)\n", "'"$IMAGE"'", $1 / 1e6, "'"$BASE_IMAGE"'"}'
podman image inspect --format '{{.Size}}' "$BASE_IMAGE" | awk '{printf "stand-in base: %.0f MB\n", $1 / 1e6}'
printf '\nPASS: built, healthy, lead stored, SIGTERM drained a request in flight and exited 0, both leads read back after a restart (%ss)\n' "$SECONDS"
