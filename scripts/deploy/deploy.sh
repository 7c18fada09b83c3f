#!/usr/bin/env bash
# `make deploy`: build here, ship a release to the VPS over SSH, provision the host (idempotent) and activate the
# release there (backup, migrate, restart, the API prerenders what changed, health check, automatic rollback). Config: deploy.env.
#   deploy.sh                 deploy
#   deploy.sh backup          take a backup on the host and copy it to ./backups/
#   deploy.sh restore FILE    copy FILE to the host and restore it (stop, restore, start, health check)
# DEPLOY_SKIP_BUILD=1 ships the current build; DEPLOY_SOURCE=DIR ships another built tree (both used by the tests).
set -euo pipefail
cd "$(dirname "$0")/../.."

CONFIG=${DEPLOY_CONFIG:-deploy.env}
[ -f "$CONFIG" ] || { echo "No $CONFIG: copy deploy.env.example to deploy.env and fill it in." >&2; exit 1; }
set -a
# shellcheck disable=SC1090
. "$CONFIG"
set +a
for name in DEPLOY_HOST DEPLOY_USER PUBLIC_DOMAIN ADMIN_DOMAIN ADMIN_EMAIL; do
  [ -n "${!name:-}" ] || { echo "$CONFIG must set $name" >&2; exit 1; }
done
DEPLOY_PORT=${DEPLOY_PORT:-22}
DEPLOY_ROOT=${DEPLOY_ROOT:-}
TLS=${TLS:-on}
SOURCE=${DEPLOY_SOURCE:-$PWD}

SSH=(ssh -p "$DEPLOY_PORT" -o BatchMode=yes)
[ -n "${DEPLOY_SSH_KEY:-}" ] && SSH+=(-i "${DEPLOY_SSH_KEY/#\~/$HOME}")
# shellcheck disable=SC2206
[ -n "${DEPLOY_SSH_OPTIONS:-}" ] && SSH+=($DEPLOY_SSH_OPTIONS)
TARGET="$DEPLOY_USER@$DEPLOY_HOST"
SUDO=''
[ "$DEPLOY_USER" = root ] || SUDO='sudo'
APP="$DEPLOY_ROOT/opt/offerboard"

if [ "$TLS" = off ]; then PUBLIC_ORIGIN="http://$PUBLIC_DOMAIN:${HTTP_PORT:-80}"; else PUBLIC_ORIGIN="https://$PUBLIC_DOMAIN"; fi

# The settings remote.sh reads, passed on its command line (ssh does not forward the environment).
remote_env() {
  printf '%q ' env OFFERBOARD_ROOT="$DEPLOY_ROOT" PUBLIC_DOMAIN="$PUBLIC_DOMAIN" ADMIN_DOMAIN="$ADMIN_DOMAIN" \
    ADMIN_EMAIL="$ADMIN_EMAIL" REGION_TZ="${REGION_TZ:-Asia/Kolkata}" TLS="$TLS" HTTP_PORT="${HTTP_PORT:-80}" \
    API_PORT="${API_PORT:-3000}" CADDY_ADMIN="${CADDY_ADMIN:-}" \
    LITESTREAM_REPLICA_URL="${LITESTREAM_REPLICA_URL:-}" LITESTREAM_ENDPOINT="${LITESTREAM_ENDPOINT:-}" \
    LITESTREAM_ACCESS_KEY_ID="${LITESTREAM_ACCESS_KEY_ID:-}" LITESTREAM_SECRET_ACCESS_KEY="${LITESTREAM_SECRET_ACCESS_KEY:-}" \
    LITESTREAM_REGION="${LITESTREAM_REGION:-}"
}

remote() { "${SSH[@]}" "$TARGET" "$SUDO $(remote_env) bash $APP/current/scripts/deploy/remote.sh $(printf '%q ' "$@")"; }

deploy() {
  if [ -z "${DEPLOY_SKIP_BUILD:-}" ]; then
    echo "Building for $PUBLIC_ORIGIN..."
    PUBLIC_ORIGIN="$PUBLIC_ORIGIN" make build >/dev/null
  fi
  local release
  release=$(date -u +%Y%m%dT%H%M%SZ)
  STAGE=$(mktemp -d)
  trap 'rm -rf "$STAGE"' EXIT
  # Every runtime module of shared-types (its .js files), so a new one cannot be left behind.
  (cd "$SOURCE" && rsync -aR package.json package-lock.json .npmrc shared-types/package.json shared-types/src/*.js \
    api/package.json api/dist api/drizzle api/reference \
    public-web/package.json public-web/dist public-web/dist-server \
    admin-web/package.json admin-web/dist \
    scripts/deploy/remote.sh scripts/deploy/templates "$STAGE/")

  echo "Shipping release $release to $TARGET..."
  "${SSH[@]}" "$TARGET" "$SUDO mkdir -p $APP/releases"
  rsync -a --rsync-path="${SUDO:+sudo }rsync" -e "$(printf '%q ' "${SSH[@]}")" "$STAGE/" "$TARGET:$APP/releases/$release/"

  # The first deploy has no `current` yet: provision from the shipped release.
  "${SSH[@]}" "$TARGET" "$SUDO $(remote_env) bash $APP/releases/$release/scripts/deploy/remote.sh provision"
  "${SSH[@]}" "$TARGET" "$SUDO $(remote_env) bash $APP/releases/$release/scripts/deploy/remote.sh activate $release"
  remote admin-password
  echo "Deployed: $PUBLIC_ORIGIN and ${PUBLIC_ORIGIN/$PUBLIC_DOMAIN/$ADMIN_DOMAIN}/admin"
}

backup() {
  local archive
  archive=$(remote backup | tail -n 1)
  local dest=${BACKUP_DEST:-backups}
  mkdir -p "$dest"
  rsync -a --rsync-path="${SUDO:+sudo }rsync" -e "$(printf '%q ' "${SSH[@]}")" "$TARGET:$archive" "$dest/"
  echo "$dest/$(basename "$archive")"
}

restore() {
  local file=${1:?usage: deploy.sh restore FILE}
  [ -f "$file" ] || { echo "No backup file $file" >&2; exit 1; }
  local remote_file="$DEPLOY_ROOT/var/lib/offerboard/backups/uploaded-$(basename "$file")"
  rsync -a --rsync-path="${SUDO:+sudo }rsync" -e "$(printf '%q ' "${SSH[@]}")" "$file" "$TARGET:$remote_file"
  remote restore "$remote_file"
}

case "${1:-deploy}" in
  deploy) deploy ;;
  backup) backup ;;
  restore) restore "${2:-}" ;;
  *) echo "usage: deploy.sh [deploy|backup|restore FILE]" >&2; exit 1 ;;
esac
