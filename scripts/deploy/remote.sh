#!/usr/bin/env bash
# Runs on the VPS, shipped inside each release: provisions the host and activates, backs up or restores releases.
#   remote.sh provision            idempotent host set-up (user, folders, env file, systemd units, Caddyfile)
#   remote.sh activate RELEASE     install, (restore from the replica on a host without a database,) back up, switch,
#                                  migrate, restart (the API prerenders; Litestream beside it), health check, roll back
#   remote.sh admin-password       create the admin with a generated password (printed once) when there is none
#   remote.sh backup               an online backup now; prints the archive's path
#   remote.sh restore FILE         stop, restore, start, health check
# Settings come from the environment (make deploy passes them): PUBLIC_DOMAIN, ADMIN_DOMAIN, ADMIN_EMAIL,
# REGION_TZ, LITESTREAM_REPLICA_URL (with LITESTREAM_ENDPOINT, _REGION and the keys for s3://), and for tests
# OFFERBOARD_ROOT (a folder standing in for /), TLS=off, HTTP_PORT, CADDY_ADMIN, API_PORT.
set -euo pipefail

ROOT=${OFFERBOARD_ROOT:-}
APP=$ROOT/opt/offerboard
DATA=$ROOT/var/lib/offerboard
ETC=$ROOT/etc/offerboard
ENV_FILE=$ETC/offerboard.env
LITESTREAM_CONFIG=$ETC/litestream.yml
UNITS=$ROOT/etc/systemd/system
CADDYFILE=$ROOT/etc/caddy/Caddyfile
RUN=$ROOT/run/offerboard
API_PORT=${API_PORT:-3000}
KEEP_RELEASES=5
SERVICE_USER=offerboard
HERE=$(cd "$(dirname "$0")" && pwd)

say() { printf '%s\n' "$*"; }
fail() { printf 'deploy: %s\n' "$*" >&2; exit 1; }
systemd_running() { [ -z "$ROOT" ] && [ -d /run/systemd/system ]; }
# Runs a command with the API's environment, as the service user on a real host (the current user in a test root).
as_service() {
  (
    set -a
    . "$ENV_FILE"
    set +a
    if [ -z "$ROOT" ] && [ "$(id -u)" = 0 ]; then exec runuser -u "$SERVICE_USER" -- "$@"; else exec "$@"; fi
  )
}

# Writes a file only when its content changes; says what changed, so a second run says nothing.
install_file() {
  local target=$1 mode=$2 content
  content=$(cat)
  if [ -f "$target" ] && [ "$(cat "$target")" = "$content" ]; then return 1; fi
  mkdir -p "$(dirname "$target")"
  printf '%s\n' "$content" > "$target.tmp"
  chmod "$mode" "$target.tmp"
  mv "$target.tmp" "$target"
  say "  updated $target"
}

# The replica's directory, for a file:// replica (the services may write there besides the data directory).
replica_dir() {
  case "${LITESTREAM_REPLICA_URL:-}" in file://*) printf '%s' "${LITESTREAM_REPLICA_URL#file://}" ;; esac
}

render() {
  local node platform replica_paths=''
  node=$(command -v node)
  platform=$(node -p 'process.platform + "-" + process.arch')
  [ -n "$(replica_dir)" ] && replica_paths="-$(replica_dir)"
  # Litestream is the binary the release's lock file pins (@flydotio/litestream), reached through `current`.
  sed -e "s#@ROOT@#$ROOT#g" -e "s#@NODE@#$node#g" -e "s#@REPLICA_PATHS@#$replica_paths#g" \
    -e "s#@LITESTREAM@#$APP/current/node_modules/@flydotio/litestream-$platform/litestream#g" "$1"
}

# Replaces each `@GROUP_NAME_HEADERS@` line of the Caddyfile with that group of site-headers.json (groupName), one
# `Field "value"` line each: the one definition of the sites' headers, which `make start`'s server reads too.
site_headers() {
  node -e '
    const fs = require("node:fs");
    const groups = JSON.parse(fs.readFileSync(process.argv[1], "utf8"));
    const caddyfile = fs.readFileSync(0, "utf8").replace(/^(\t*)@([A-Z_]+)_HEADERS@$/gm, (_, indent, name) => {
      const group = groups[name.toLowerCase().replace(/_([a-z])/g, (_, letter) => letter.toUpperCase())];
      if (!group) throw new Error(`site-headers.json has no group for @${name}_HEADERS@`);
      return Object.entries(group).map(([field, value]) => `${indent}${field} "${value}"`).join("\n");
    });
    process.stdout.write(caddyfile);' "$HERE/templates/site-headers.json"
}

caddyfile() {
  local global='' hsts='Strict-Transport-Security "max-age=31536000; includeSubDomains"' public=$PUBLIC_DOMAIN admin=$ADMIN_DOMAIN
  if [ "${TLS:-on}" = off ]; then
    global="auto_https off
	default_bind 127.0.0.1"
    hsts=''
    public="http://$PUBLIC_DOMAIN:${HTTP_PORT:-80}"
    admin="http://$ADMIN_DOMAIN:${HTTP_PORT:-80}"
  fi
  [ -n "${CADDY_ADMIN:-}" ] && global="$global
	admin $CADDY_ADMIN"
  render "$HERE/templates/Caddyfile" | site_headers | awk -v g="$global" -v h="$hsts" -v p="$public" -v a="$admin" -v port="$API_PORT" '
    /@HSTS@/ && h == "" { next }
    /@GLOBAL@/ && g == "" { next }
    { gsub(/@GLOBAL@/, g); gsub(/@HSTS@/, h); gsub(/@PUBLIC_ADDRESS@/, p); gsub(/@ADMIN_ADDRESS@/, a); gsub(/@API_PORT@/, port); print }'
}

node_is_recent() { command -v node >/dev/null && node -e 'process.exit(+process.versions.node.split(".")[0] >= 22 ? 0 : 1)'; }

# Node.js LTS, Caddy and the tools the scripts use; only on a real host (a test root uses what this machine has).
ensure_packages() {
  [ -z "$ROOT" ] || return 0
  local missing=()
  for tool in caddy rsync curl; do command -v "$tool" >/dev/null || missing+=("$tool"); done
  if ! node_is_recent; then
    say "  installing Node.js 22 LTS"
    curl -fsSL https://deb.nodesource.com/setup_22.x | bash - >/dev/null
    missing+=(nodejs)
  fi
  [ ${#missing[@]} -eq 0 ] && return 0
  say "  installing ${missing[*]}"
  DEBIAN_FRONTEND=noninteractive apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" build-essential python3 >/dev/null
}

provision() {
  : "${PUBLIC_DOMAIN:?}" "${ADMIN_DOMAIN:?}" "${ADMIN_EMAIL:?}"
  ensure_packages
  if [ -z "$ROOT" ] && ! id "$SERVICE_USER" >/dev/null 2>&1; then
    useradd --system --home-dir "$DATA" --shell /usr/sbin/nologin "$SERVICE_USER"
    say "  created user $SERVICE_USER"
  fi
  mkdir -p "$APP/releases" "$DATA/uploads" "$DATA/backups" "$DATA/public-site" "$ETC" "$RUN"
  if [ -z "$ROOT" ]; then
    chown -R "$SERVICE_USER:$SERVICE_USER" "$DATA"
    chmod 750 "$DATA"
  fi
  if [ -n "$(replica_dir)" ]; then
    mkdir -p "$(replica_dir)"
    if [ -z "$ROOT" ]; then chown "$SERVICE_USER:$SERVICE_USER" "$(replica_dir)"; fi
  fi
  local secret
  secret=$(sed -n 's/^JWT_SECRET=//p' "$ENV_FILE" 2>/dev/null || true)
  [ -n "$secret" ] || secret=$(head -c 48 /dev/urandom | base64 | tr -d '\n/+=')
  install_file "$ENV_FILE" 600 <<EOF || true
NODE_ENV=production
API_HOST=127.0.0.1
API_PORT=$API_PORT
DATA_DIR=$DATA
ADMIN_EMAIL=$ADMIN_EMAIL
JWT_SECRET=$secret
REGION_TZ=${REGION_TZ:-Asia/Kolkata}
PUBLIC_ORIGIN=$(public_origin)
PRERENDER_OUT_DIR=$DATA/public-site
$(replica_settings)
EOF
  if [ -z "$ROOT" ]; then chown "root:$SERVICE_USER" "$ENV_FILE" && chmod 640 "$ENV_FILE"; fi
  local units_changed=0
  for unit in offerboard-api.service offerboard-litestream.service offerboard-backup.service offerboard-backup.timer; do
    render "$HERE/templates/$unit" | install_file "$UNITS/$unit" 644 && units_changed=1
  done
  caddyfile | install_file "$CADDYFILE" 644 || true
  if systemd_running; then
    if [ "$units_changed" = 1 ]; then systemctl daemon-reload; fi
    systemctl enable --quiet offerboard-api.service offerboard-backup.timer
    systemctl start offerboard-backup.timer
    if replicating; then
      systemctl enable --quiet offerboard-litestream.service
    else
      systemctl disable --quiet --now offerboard-litestream.service 2>/dev/null || true
    fi
  fi
}

# The replica's lines of the env file, only those set in deploy.env.
replica_settings() {
  for name in LITESTREAM_REPLICA_URL LITESTREAM_ENDPOINT LITESTREAM_REGION LITESTREAM_ACCESS_KEY_ID LITESTREAM_SECRET_ACCESS_KEY; do
    [ -n "${!name:-}" ] && printf '%s=%s\n' "$name" "${!name}"
  done
  return 0
}

replicating() { grep -q '^LITESTREAM_REPLICA_URL=.' "$ENV_FILE" 2>/dev/null; }

public_origin() {
  if [ "${TLS:-on}" = off ]; then printf 'http://%s:%s' "$PUBLIC_DOMAIN" "${HTTP_PORT:-80}"; else printf 'https://%s' "$PUBLIC_DOMAIN"; fi
}

# --- the API and Caddy: systemd on a real host, the same ExecStart line as a plain process elsewhere -----------

# Where systemd is not running, a service is its unit's ExecStart line run as a plain process, its pid and log in $RUN.
process_stop() {
  local pid
  pid=$(cat "$RUN/$1.pid" 2>/dev/null || true)
  if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then
    kill "$pid"
    for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.2; done
  fi
  rm -f "$RUN/$1.pid"
}

process_start() {
  local name=$1 exec_start
  exec_start=$(sed -n 's/^ExecStart=//p' "$UNITS/offerboard-$name.service")
  mkdir -p "$RUN"
  (set -a; . "$ENV_FILE"; set +a; cd "$APP/current" && exec setsid $exec_start >> "$RUN/$name.log" 2>&1 < /dev/null) &
  echo $! > "$RUN/$name.pid"
}

api_stop() {
  if systemd_running; then systemctl stop offerboard-api; else process_stop api; fi
}

api_start() {
  if systemd_running; then systemctl restart offerboard-api; else process_start api; fi
}

# Litestream runs beside the API while a replica is set; it is started after the API, which creates the database.
litestream_stop() {
  if systemd_running; then systemctl stop offerboard-litestream; else process_stop litestream; fi
}

litestream_start() {
  replicating || return 0
  as_service node "$APP/current/api/dist/cli/litestream-config.js" | install_file "$LITESTREAM_CONFIG" 644 || true
  local binary; binary=$(sed -n 's/^ExecStart=\([^ ]*\) .*/\1/p' "$UNITS/offerboard-litestream.service")
  [ -x "$binary" ] || fail "no Litestream binary at $binary: the replica needs an x86-64 (linux-x64) host"
  if systemd_running; then systemctl restart offerboard-litestream; else process_start litestream; fi
}

services_stop() {
  api_stop
  litestream_stop
}

caddy_reload() {
  if systemd_running; then systemctl reload-or-restart caddy; return; fi
  if [ -f "$RUN/caddy.pid" ] && kill -0 "$(cat "$RUN/caddy.pid")" 2>/dev/null; then
    caddy reload --config "$CADDYFILE" --adapter caddyfile >> "$RUN/caddy.log" 2>&1
  else
    (exec setsid caddy run --config "$CADDYFILE" --adapter caddyfile --pidfile "$RUN/caddy.pid" >> "$RUN/caddy.log" 2>&1 < /dev/null) &
    for _ in $(seq 50); do [ -f "$RUN/caddy.pid" ] && break; sleep 0.2; done
  fi
}

# --- health ------------------------------------------------------------------------------------------------------

wait_for() {
  local url=$1 host=${2:-} tries=${3:-60}
  for _ in $(seq "$tries"); do
    if curl -fsS -o /dev/null ${host:+-H "Host: $host"} "$url" 2>/dev/null; then return 0; fi
    sleep 0.5
  done
  return 1
}

site_url() { if [ "${TLS:-on}" = off ]; then printf 'http://127.0.0.1:%s' "${HTTP_PORT:-80}"; else printf 'https://127.0.0.1'; fi; }

# A public page through Caddy; with a number of tries, waits until there is one.
public_page() {
  local path=$1 tries=${2:-1} insecure=(); [ "${TLS:-on}" = off ] || insecure=(-k)
  for _ in $(seq "$tries"); do
    if curl -fsS "${insecure[@]}" -o /dev/null -H "Host: $PUBLIC_DOMAIN" "$(site_url)$path" 2>/dev/null; then return 0; fi
    sleep 0.5
  done
  return 1
}

healthy() {
  local insecure=(); [ "${TLS:-on}" = off ] || insecure=(-k)
  wait_for "http://127.0.0.1:$API_PORT/backendapi/api/health" &&
    public_page / &&
    curl -fsS "${insecure[@]}" -o /dev/null -H "Host: $ADMIN_DOMAIN" "$(site_url)/admin/login" &&
    public_page "/backendapi/api/storeads/adswithstore?limit=1"
}

# --- releases ----------------------------------------------------------------------------------------------------

# New hashed assets are added next to the old ones, so pages cached in browsers keep loading. The API brings the pages
# up to date by itself when it starts (every page after a new build, only what changed otherwise), so they are copied
# before it starts and no separate prerender runs here.
publish_assets() {
  rsync -a "$1/public-web/dist/" "$DATA/public-site/"
  if [ -z "$ROOT" ]; then chown -R "$SERVICE_USER:$SERVICE_USER" "$DATA/public-site"; fi
}

migrations_of() { find "$1/api/drizzle" -maxdepth 1 -name '*.sql' | wc -l; }

switch_to() {
  ln -sfn "releases/$1" "$APP/current.next"
  mv -T "$APP/current.next" "$APP/current"
}

start_and_check() {
  services_stop
  publish_assets "$(readlink -f "$APP/current")"
  api_start
  wait_for "http://127.0.0.1:$API_PORT/backendapi/api/health" || return 1
  litestream_start
  caddy_reload || return 1
  # A site without pages yet (first deploy, lost folder) has its home page once the API's first run is done.
  public_page / 1200 || return 1
  healthy
}

activate() {
  local name=$1 release=$APP/releases/$1
  [ -d "$release" ] || fail "no release $release"
  local previous=''
  [ -L "$APP/current" ] && previous=$(basename "$(readlink "$APP/current")")
  if [ -n "$previous" ] && cmp -s "$release/package-lock.json" "$APP/releases/$previous/package-lock.json"; then
    # Same lock file: hard-link the previous release's dependencies instead of reinstalling (and rebuilding) them.
    for modules in node_modules {api,public-web,admin-web,shared-types}/node_modules; do
      if [ -d "$APP/releases/$previous/$modules" ]; then cp -al "$APP/releases/$previous/$modules" "$release/$modules"; fi
    done
  else
    say "Installing production dependencies..."
    (cd "$release" && npm ci --omit=dev --no-audit --no-fund --loglevel=error -w api -w public-web >/dev/null)
  fi
  # A host without a database (a new one, after losing the old) starts from the replica, when there is one.
  if [ ! -f "$DATA/app.db" ] && replicating; then
    say "No database here: restoring from the replica..."
    as_service node "$release/api/dist/cli/restore-replica.js" --if-replica-exists </dev/null
  fi
  local backup=''
  if [ -f "$DATA/app.db" ] && [ -n "$previous" ]; then
    backup=$(as_service node "$APP/current/api/dist/cli/backup.js" --dir "$DATA/backups/pre-deploy" --keep 5 </dev/null)
    say "Backed up the database to $backup"
  fi
  switch_to "$name"
  say "Starting release $name..."
  if start_and_check; then
    say "Release $name is live."
    prune
    return 0
  fi
  say "Release $name failed its health check. Last API log lines:"
  tail -n 20 "$RUN/api.log" 2>/dev/null || true
  [ -n "$previous" ] || fail "no previous release to roll back to"
  say "Rolling back to $previous..."
  switch_to "$previous"
  if [ -n "$backup" ] && [ "$(migrations_of "$release")" != "$(migrations_of "$APP/releases/$previous")" ]; then
    services_stop
    as_service node "$APP/current/api/dist/cli/restore.js" --file "$backup"
    say "Restored the pre-migration backup $backup."
  fi
  if start_and_check; then
    say "Rolled back to $previous; the site is serving it."
  else
    say "Rolled back to $previous, but it is not healthy either: check the logs."
  fi
  exit 1
}

prune() {
  local current; current=$(basename "$(readlink "$APP/current")")
  ls -1 "$APP/releases" | sort -r | tail -n +$((KEEP_RELEASES + 1)) | while read -r old; do
    [ "$old" = "$current" ] || rm -rf "${APP:?}/releases/$old"
  done
}

admin_password() {
  as_service node "$APP/current/api/dist/cli/admin-password.js" --generate --if-none </dev/null
}

backup_now() {
  as_service node "$APP/current/api/dist/cli/backup.js" --keep 14 </dev/null
}

restore() {
  local file=$1
  [ -f "$file" ] || fail "no backup file $file"
  services_stop
  as_service node "$APP/current/api/dist/cli/restore.js" --file "$file"
  start_and_check || fail "the API is not healthy after the restore: check the logs"
  say "Restored $file; the site is serving it."
}

case "${1:-}" in
  provision) provision ;;
  activate) activate "${2:?release name}" ;;
  admin-password) admin_password ;;
  backup) backup_now ;;
  restore) restore "${2:?backup file}" ;;
  *) fail "usage: remote.sh provision|activate RELEASE|admin-password|backup|restore FILE" ;;
esac
