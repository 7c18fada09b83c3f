# OfferBoard: the entry points. `make start` runs the product locally, `make test` runs every check.
SHELL := /bin/bash
.DEFAULT_GOAL := help
NPM_INSTALLED := node_modules/.installed
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: help install build start test typecheck lint types types-check migrations-check test-api test-web test-e2e test-browser-and-deploy run-e2e run-deploy chromium poppler bench seed-bench admin-password \
	deploy backup restore restore-replica test-deploy deploy-test-tools clean

help:
	@echo "make start            run API, public site and admin locally on demo data"
	@echo "make test             install, typecheck, lint, check shared-types, run every test"
	@echo "make types            regenerate shared-types from the API's OpenAPI document"
	@echo "make bench            run the benchmarks in scripts/bench (large dataset; BENCH_HISTORY=1 adds two years of history, BENCH_CPUS=1 pins to one core)"
	@echo "make admin-password   set the admin password (EMAIL=... optional, GENERATE=1 to generate one)"
	@echo "make deploy           build and ship to the VPS in deploy.env (see docs/deploy.md)"
	@echo "make backup           take a backup on the VPS and copy it to ./backups/"
	@echo "make restore FILE=... put a backup back on the VPS (stop, restore, start, health check)"
	@echo "make restore-replica  rebuild DATA_DIR from LITESTREAM_REPLICA_URL (AT=2026-11-27T10:00:00Z, FORCE=1 optional)"

$(NPM_INSTALLED): package-lock.json package.json api/package.json public-web/package.json admin-web/package.json shared-types/package.json
	npm ci --no-audit --no-fund
	@touch $@

install: $(NPM_INSTALLED)

build: install
	npm run build -w api -w public-web -w admin-web

start: build
	node api/dist/seed/cli.js
	node --import tsx scripts/start.ts

typecheck: install
	npm run typecheck --workspaces
	npx tsc -p scripts/tsconfig.json
	npx tsc -p e2e/tsconfig.json

lint: install
	npx biome ci .

types: install
	node --import tsx scripts/generate-types.ts

types-check: install
	node --import tsx scripts/generate-types.ts --check

migrations-check: install
	node --import tsx scripts/check-migrations.ts

test-api: install poppler
	npm test -w api

chromium:
	@command -v chromium >/dev/null 2>&1 || { $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq chromium; }

# pdftoppm, pdftotext and pdfinfo: the poster tests read the PDFs the API prints as a person would.
poppler:
	@command -v pdftoppm >/dev/null 2>&1 || { $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq poppler-utils; }

test-web: install
	npm test -w public-web -w admin-web

E2E_TESTS := npx vitest run --config e2e/vitest.config.ts
DEPLOY_TESTS := npx vitest run --config scripts/deploy/test/vitest.config.ts

test-e2e: build chromium
	$(E2E_TESTS)

test: typecheck lint types-check migrations-check test-api test-web test-browser-and-deploy

# The browser tests and the deploy test side by side: together they are two thirds of `make test`, and the deploy
# test spends much of its time waiting on ssh, npm and Caddy while the browser tests run one file at a time. Each
# one's output is printed together when it ends (--output-sync).
test-browser-and-deploy: build chromium deploy-test-tools
	@$(MAKE) --no-print-directory -j2 --output-sync=target run-e2e run-deploy

run-e2e:
	$(E2E_TESTS)

run-deploy:
	$(DEPLOY_TESTS)

seed-bench: build
	node api/dist/seed/cli.js --bench $(if $(HISTORY),--history)

bench: build chromium
	node --import tsx scripts/bench/run.ts
	$(if $(BENCH_HISTORY),node --import tsx scripts/bench/history.ts)
	node --import tsx scripts/bench/visitor-events.ts
	node --import tsx scripts/bench/publishing.ts
	node --import tsx scripts/bench/store-import.ts
	node --import tsx scripts/bench/audit-log.ts
	node --import tsx scripts/bench/image-memory.ts
	node --import tsx scripts/bench/lighthouse.ts
	node --import tsx scripts/bench/time-to-usable.ts

admin-password: build
	node api/dist/cli/admin-password.js $(if $(EMAIL),--email "$(EMAIL)") $(if $(GENERATE),--generate)

restore-replica: build
	node api/dist/cli/restore-replica.js $(if $(AT),--at "$(AT)") $(if $(FORCE),--force)

deploy:
	bash scripts/deploy/deploy.sh deploy

backup:
	bash scripts/deploy/deploy.sh backup

restore:
	@[ -n "$(FILE)" ] || { echo "usage: make restore FILE=backups/offerboard-....tar.gz"; exit 1; }
	bash scripts/deploy/deploy.sh restore "$(FILE)"

# Deploys to this machine as if it were the VPS: sshd, Caddy and rsync from Debian, all on loopback.
deploy-test-tools:
	@{ [ -x /usr/sbin/sshd ] && command -v caddy && command -v rsync; } >/dev/null 2>&1 || \
		{ $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq openssh-server caddy rsync; }

test-deploy: build deploy-test-tools
	$(DEPLOY_TESTS)

clean:
	rm -rf api/dist public-web/dist admin-web/dist
