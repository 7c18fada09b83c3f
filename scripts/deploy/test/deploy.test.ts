// `make test-deploy`: deploys to this machine as if it were the VPS. An OpenSSH server on 127.0.0.1 with a
// throwaway key, a folder standing in for the host's /, Caddy on high loopback ports without TLS, and the API started
// from its systemd unit's ExecStart line (no systemd here). Nothing leaves the loopback.
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, waitForPort } from '../../local-server.js';
import { SITE_HEADERS } from '../../serve-sites.js';

const repo = resolve(import.meta.dirname, '../../..');
const work = mkdtempSync(join(tmpdir(), 'offerboard-deploy-'));
const target = join(work, 'target');
/** Where the first host streams its database and uploads; the second host (a new machine) starts from it. */
const replica = join(work, 'replica');
const newHost = join(work, 'new-host');
const PUBLIC_DOMAIN = 'offers.test';
const ADMIN_DOMAIN = 'admin.offers.test';

let httpPort = 0;
let apiPort = 0;
let sshd: ChildProcess | undefined;
let adminPassword = '';

function deploy(args: string[] = [], env: Record<string, string> = {}) {
  const result = spawnSync('bash', [join(repo, 'scripts/deploy/deploy.sh'), ...args], {
    cwd: repo,
    encoding: 'utf8',
    env: { ...process.env, DEPLOY_CONFIG: join(work, 'deploy.env'), DEPLOY_SKIP_BUILD: '1', ...env },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** A request through Caddy, as a browser for that domain would send it. */
function viaCaddy(
  host: string,
  path: string,
  options: { method?: string; body?: string; token?: string; form?: Record<string, string> } = {},
) {
  const args = ['-s', '-o', '-', '-w', '\n%{http_code}', '-H', `Host: ${host}`, '-X', options.method ?? 'GET'];
  if (options.body) args.push('-H', 'content-type: application/json', '--data', options.body);
  for (const [name, value] of Object.entries(options.form ?? {})) args.push('-F', `${name}=${value}`);
  if (options.token) args.push('-H', `authorization: Bearer ${options.token}`);
  const output = execFileSync('curl', [...args, `http://127.0.0.1:${httpPort}${path}`], { encoding: 'utf8' });
  const cut = output.lastIndexOf('\n');
  return { status: Number(output.slice(cut + 1)), body: output.slice(0, cut) };
}

/** The response headers (lower-cased) of a GET through Caddy from a client that takes Brotli or gzip. */
const headers = (host: string, path: string) =>
  execFileSync(
    'curl',
    [
      '-s',
      '-o',
      '/dev/null',
      '-D',
      '-',
      '-H',
      `Host: ${host}`,
      '-H',
      'Accept-Encoding: br, gzip',
      `http://127.0.0.1:${httpPort}${path}`,
    ],
    {
      encoding: 'utf8',
    },
  ).toLowerCase();

function adminToken(): string {
  const login = viaCaddy(PUBLIC_DOMAIN, '/backendapi/api/login', {
    method: 'POST',
    body: JSON.stringify({ email: 'owner@offers.test', password: adminPassword }),
  });
  expect(login.status).toBe(200);
  return JSON.parse(login.body).token;
}

function storeCount(token: string): number {
  const stores = viaCaddy(ADMIN_DOMAIN, '/backendapi/api/Store?limit=1', { token });
  expect(stores.status).toBe(200);
  return JSON.parse(stores.body).totalStores;
}

/** How many stores a database restored from the replica holds (the built restore command, into a scratch folder). */
function storesInReplica(): number {
  const dir = mkdtempSync(join(work, 'probe-'));
  try {
    execFileSync(process.execPath, [join(repo, 'api/dist/cli/restore-replica.js')], {
      env: { ...process.env, DATA_DIR: dir, LITESTREAM_REPLICA_URL: `file://${replica}` },
      stdio: 'ignore',
    });
    const db = new Database(join(dir, 'app.db'), { readonly: true });
    try {
      return db.prepare('SELECT count(*) FROM stores').pluck().get() as number;
    } finally {
      db.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function killFromPidFile(file: string, signal: NodeJS.Signals = 'SIGTERM'): void {
  try {
    process.kill(Number(readFileSync(file, 'utf8').trim()), signal);
  } catch {
    // not running
  }
}

beforeAll(async () => {
  const [sshPort, caddyAdmin] = await Promise.all([freePort(), freePort()]);
  [httpPort, apiPort] = await Promise.all([freePort(), freePort()]);
  for (const key of ['host_key', 'client_key']) {
    execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', join(work, key)]);
  }
  copyFileSync(join(work, 'client_key.pub'), join(work, 'authorized_keys'));
  chmodSync(join(work, 'authorized_keys'), 0o600);
  writeFileSync(
    join(work, 'sshd_config'),
    [
      `Port ${sshPort}`,
      'ListenAddress 127.0.0.1',
      `HostKey ${join(work, 'host_key')}`,
      `AuthorizedKeysFile ${join(work, 'authorized_keys')}`,
      `PidFile ${join(work, 'sshd.pid')}`,
      'StrictModes no',
      'PermitRootLogin prohibit-password',
      'PasswordAuthentication no',
      'KbdInteractiveAuthentication no',
      'UsePAM no',
      'Subsystem sftp internal-sftp',
    ].join('\n'),
  );
  mkdirSync('/run/sshd', { recursive: true });
  sshd = spawn('/usr/sbin/sshd', ['-D', '-e', '-f', join(work, 'sshd_config')], { stdio: 'ignore' });
  writeFileSync(
    join(work, 'deploy.env'),
    [
      'DEPLOY_HOST=127.0.0.1',
      `DEPLOY_USER=${process.env.USER === 'root' || process.getuid?.() === 0 ? 'root' : process.env.USER}`,
      `DEPLOY_PORT=${sshPort}`,
      `DEPLOY_SSH_KEY=${join(work, 'client_key')}`,
      'DEPLOY_SSH_OPTIONS="-o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o LogLevel=ERROR"',
      `DEPLOY_ROOT=${target}`,
      `PUBLIC_DOMAIN=${PUBLIC_DOMAIN}`,
      `ADMIN_DOMAIN=${ADMIN_DOMAIN}`,
      'ADMIN_EMAIL=owner@offers.test',
      'TLS=off',
      `HTTP_PORT=${httpPort}`,
      `API_PORT=${apiPort}`,
      `CADDY_ADMIN=127.0.0.1:${caddyAdmin}`,
      `BACKUP_DEST=${join(work, 'backups')}`,
      `LITESTREAM_REPLICA_URL=file://${replica}`,
    ].join('\n'),
  );
  await waitForPort(sshPort);
});

/** Stops a host's API, Litestream and Caddy; with SIGKILL, as a machine that dies. */
function stopHost(root: string, signal: NodeJS.Signals = 'SIGTERM'): void {
  for (const name of ['api', 'litestream', 'caddy'])
    killFromPidFile(join(root, 'run/offerboard', `${name}.pid`), signal);
}

afterAll(() => {
  stopHost(target);
  stopHost(newHost);
  sshd?.kill();
  rmSync(work, { recursive: true, force: true });
});

describe('make deploy', () => {
  it('first deploy provisions the host and brings up the site through Caddy', async () => {
    const first = deploy();
    expect(first.status, first.output).toBe(0);
    adminPassword = /Generated password \(shown once\): (\S+)/.exec(first.output)?.[1] ?? '';
    expect(adminPassword.length).toBeGreaterThanOrEqual(16);

    const home = viaCaddy(PUBLIC_DOMAIN, '/');
    expect(home.status).toBe(200);
    expect(home.body).toContain('<title>');
    expect(viaCaddy(ADMIN_DOMAIN, '/admin/login').status).toBe(200);
    // The admin app at /admin itself (where login lands), under it, and not at lookalike addresses.
    for (const path of ['/admin', '/admin/', '/admin/store?page=2', '/admin?from=bookmark']) {
      const page = viaCaddy(ADMIN_DOMAIN, path);
      expect({ path, status: page.status, app: page.body.includes('<div id="root">') }).toEqual({
        path,
        status: 200,
        app: true,
      });
    }
    expect(viaCaddy(ADMIN_DOMAIN, '/administrator').body).not.toContain('<div id="root">');
    const api = viaCaddy(PUBLIC_DOMAIN, '/backendapi/api/health');
    expect(api).toEqual({ status: 200, body: '{"status":"ok"}' });
    const publicHeaders = headers(PUBLIC_DOMAIN, '/');
    expect(publicHeaders).toContain('content-security-policy:');
    expect(publicHeaders).toContain('x-content-type-options: nosniff');
    // "Nearest" asks for the position: allowed on the public site, nowhere else.
    expect(publicHeaders).toContain('permissions-policy: camera=(), microphone=(), geolocation=(self)');
    expect(publicHeaders).toContain(`cache-control: ${SITE_HEADERS.publicPages['Cache-Control']}`);
    expect(publicHeaders).toContain('content-encoding: br');
    // The headers of templates/site-headers.json (make start's server sends the same), on a 404 page too.
    const { everySite, publicSite } = SITE_HEADERS;
    for (const path of ['/', '/no/such/page']) {
      const sent = headers(PUBLIC_DOMAIN, path);
      for (const [name, value] of Object.entries({ ...everySite, ...publicSite })) {
        expect(sent, path).toContain(`${name}: ${value}`.toLowerCase());
      }
      expect(sent, path).not.toContain('server: caddy');
    }
    // Without JavaScript a filtered link says what it is: Caddy fills /offers' note from the query, HTML-escaped.
    const filtered = viaCaddy(PUBLIC_DOMAIN, '/offers?category=%3Cb%3EBakeries%3C%2Fb%3E&district=Kannur&utm_source=x');
    expect(filtered.status).toBe(200);
    expect(filtered.body).toContain(
      '<li class="chip">Category: &lt;b&gt;Bakeries&lt;/b&gt;</li><li class="chip">District: Kannur</li></ul>',
    );
    expect(filtered.body).not.toContain('<!--{{');
    expect(viaCaddy(PUBLIC_DOMAIN, '/offers?utm_source=x').body).not.toContain('class="noscript-filters"');
    // An old offer link is a permanent redirect to the offer's page, its query kept as sent (make start does the same).
    const moved = headers(PUBLIC_DOMAIN, '/offer/abc123/?utm_source=wa&x=%20y');
    expect(moved).toMatch(/^http\/1\.1 301 /);
    expect(moved).toContain('location: /offerdetails/abc123?utm_source=wa&x=%20y');
    expect(viaCaddy(PUBLIC_DOMAIN, '/offer/abc123/more').status).toBe(404);
    // An offer address without a page is the API's to answer (docs/decisions/053): no such offer, so a 404.
    const unknownOffer = viaCaddy(PUBLIC_DOMAIN, '/offerdetails/999998');
    expect(unknownOffer.status).toBe(404);
    expect(unknownOffer.body).toContain('<title>Offer not found | OfferBoard</title>');
    const adminHeaders = headers(ADMIN_DOMAIN, '/admin/login');
    expect(adminHeaders).toContain('x-robots-tag: noindex, nofollow');
    expect(adminHeaders).toContain('permissions-policy: camera=(), microphone=(), geolocation=()');
    expect(adminHeaders).toContain("frame-ancestors 'none'");
    const env = readFileSync(join(target, 'etc/offerboard/offerboard.env'), 'utf8');
    expect(env).toMatch(/^JWT_SECRET=\S{40,}$/m);
    expect(env).not.toContain('ADMIN_PASSWORD');
    // Visitors' reads are in Caddy's access log (the API logs only writes and errors).
    const caddyLog = join(target, 'run/offerboard/caddy.log');
    await expect
      .poll(() => readFileSync(caddyLog, 'utf8'))
      .toMatch(/"logger":"http\.log\.access[^"]*".*"uri":"\/backendapi\/api\/health"/);
    // A request the API logs is in both logs under one id: the X-Request-Id Caddy answered with.
    const answered = headers(PUBLIC_DOMAIN, '/backendapi/api/no-such-call?token=do-not-log-me');
    const requestId = /^x-request-id: ([\w-]+)\r?$/m.exec(answered)?.[1] ?? '';
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const apiLog = join(target, 'run/offerboard/api.log');
    await expect.poll(() => readFileSync(apiLog, 'utf8')).toContain(`"reqId":"${requestId}"`);
    const apiLine = JSON.parse(
      readFileSync(apiLog, 'utf8')
        .split('\n')
        .find((line) => line.includes(`"reqId":"${requestId}"`) && line.includes('statusCode')) ?? '{}',
    );
    expect(apiLine).toMatchObject({
      method: 'GET',
      statusCode: 404,
      url: '/backendapi/api/no-such-call?token=[redacted]',
    });
    await expect.poll(() => readFileSync(caddyLog, 'utf8')).toContain(requestId);
    // Litestream, the binary the release's lock file pins, streams the database to the replica beside the API.
    expect(env).toContain(`LITESTREAM_REPLICA_URL=file://${replica}`);
    expect(readFileSync(join(target, 'etc/offerboard/litestream.yml'), 'utf8')).toContain(`"file://${replica}/db"`);
    expect(readFileSync(join(target, 'etc/systemd/system/offerboard-litestream.service'), 'utf8')).toContain(
      `${target}/opt/offerboard/current/node_modules/@flydotio/litestream-linux-x64/litestream replicate`,
    );
    await expect.poll(() => existsSync(join(replica, 'db/generations'))).toBe(true);
  });

  it('an offer created after the first deploy gets its page, 410 once gone 90 days, and data survives a second deploy', async () => {
    const token = adminToken();
    const picture = join(work, 'picture.png');
    await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c0392b' } })
      .png()
      .toFile(picture);
    const post = (path: string, body: object) =>
      viaCaddy(ADMIN_DOMAIN, `/backendapi/api${path}`, { method: 'POST', token, body: JSON.stringify(body) });
    expect(post('/locations', { district: 'Kannur', locationName: 'Thalassery' }).status).toBe(201);
    expect(post('/offertype', { title: 'Flat Discount' }).status).toBe(201);
    const form = (path: string, fields: Record<string, string>) =>
      viaCaddy(ADMIN_DOMAIN, `/backendapi/api${path}`, { method: 'POST', token, form: fields });
    expect(form('/category', { title: 'Bakeries', catPhotographs: `@${picture}` }).status).toBe(201);
    const store = form('/Store', {
      storeName: 'Thalassery Bakes',
      ownerName: 'Fathima',
      contact: '9847012345',
      email: 'bakes@example.in',
      address: 'Logan Road, Thalassery',
      district: 'Kannur',
      location: 'Thalassery',
      category: 'Bakeries',
      logoUrl: `@${picture}`,
    });
    expect(store.status, store.body).toBe(201);
    const storeId = JSON.parse(store.body)._id;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const offer = form(`/storeads/${storeId}`, {
      startDate: today,
      endDate: today,
      offerType: 'Flat Discount',
      description: 'Thalassery biryani combo at 20% off',
      adsImages: `@${picture}`,
    });
    expect(offer.status, offer.body).toBe(201);
    const adId = JSON.parse(offer.body)._id;

    const deadline = Date.now() + 60_000;
    let page = viaCaddy(PUBLIC_DOMAIN, `/offerdetails/${adId}.html`);
    while (!page.body.includes('Thalassery biryani combo') && Date.now() < deadline) {
      await new Promise((done) => setTimeout(done, 1000));
      page = viaCaddy(PUBLIC_DOMAIN, `/offerdetails/${adId}.html`);
    }
    expect(page.status).toBe(200);
    expect(page.body).toContain('Thalassery biryani combo');
    // Its address serves that file (the prerendered page, with its body); with a trailing slash it
    // moves to the address without, query and all (docs/decisions/054).
    expect(viaCaddy(PUBLIC_DOMAIN, `/offerdetails/${adId}`).body).toContain(
      '<h1 class="detail-title">Thalassery biryani combo at 20% off</h1>',
    );
    const slash = headers(PUBLIC_DOMAIN, `/ml/offerdetails/${adId}/?utm_source=wa`);
    expect(slash).toMatch(/^http\/1\.1 301 /);
    expect(slash).toContain(`location: /ml/offerdetails/${adId}?utm_source=wa`);
    // An offer page has no .br beside it (docs/decisions/011): Caddy compresses it on the fly.
    expect(headers(PUBLIC_DOMAIN, `/offerdetails/${adId}`)).toContain('content-encoding: gzip');

    // 90 days after its last day its address answers 410 with its store's small page, from the API through Caddy, in
    // the address's language, with the site's page headers (docs/decisions/053).
    const db = new Database(join(target, 'var/lib/offerboard/app.db'));
    try {
      db.prepare("UPDATE ads SET start_date = '2026-01-01', end_date = '2026-01-02' WHERE id = ?").run(Number(adId));
    } finally {
      db.close();
    }
    // Any admin change has the pages brought up to date: the offer is no longer shown, so its page goes.
    expect(post('/offertype', { title: 'Combo Offer' }).status).toBe(201);
    const goneBy = Date.now() + 60_000;
    let gone = viaCaddy(PUBLIC_DOMAIN, `/offerdetails/${adId}`);
    while (gone.status !== 410 && Date.now() < goneBy) {
      await new Promise((done) => setTimeout(done, 500));
      gone = viaCaddy(PUBLIC_DOMAIN, `/offerdetails/${adId}`);
    }
    expect(gone.status).toBe(410);
    expect(gone.body).toContain(`<a class="store" href="/store/${storeId}">See what Thalassery Bakes offers now</a>`);
    const goneMl = viaCaddy(PUBLIC_DOMAIN, `/ml/offerdetails/${adId}`);
    expect(goneMl.status).toBe(410);
    expect(goneMl.body).toContain(`<a class="store" href="/ml/store/${storeId}">`);
    const goneHeaders = headers(PUBLIC_DOMAIN, `/offerdetails/${adId}`);
    expect(goneHeaders).toContain('content-type: text/html; charset=utf-8');
    expect(goneHeaders).toContain(`cache-control: ${SITE_HEADERS.publicPages['Cache-Control']}`.toLowerCase());
    expect(goneHeaders).toContain('x-content-type-options: nosniff');
    expect(goneHeaders.match(/^x-request-id:/gim)).toHaveLength(1);

    const second = deploy();
    expect(second.status, second.output).toBe(0);
    expect(second.output).not.toContain('updated');
    expect(second.output).not.toContain('Generated password');
    expect(storeCount(token)).toBe(1);
    expect(viaCaddy(PUBLIC_DOMAIN, `/offerdetails/${adId}`).status).toBe(410);
  });

  it('a release that fails its health check is rolled back and the site keeps serving', () => {
    const live = readlinkSync(join(target, 'opt/offerboard/current'));
    const broken = join(work, 'broken-build');
    for (const path of [
      'package.json',
      'package-lock.json',
      '.npmrc',
      'shared-types',
      'api',
      'public-web',
      'admin-web',
      'scripts/deploy',
    ]) {
      cpSync(join(repo, path), join(broken, path), {
        recursive: true,
        filter: (source) => !source.includes('node_modules') && !source.includes('/test'),
      });
    }
    writeFileSync(join(broken, 'api/dist/server.js'), 'process.exit(3);\n');

    const failed = deploy([], { DEPLOY_SOURCE: broken });
    expect(failed.status).not.toBe(0);
    expect(failed.output).toContain('failed its health check');
    expect(failed.output).toContain('Rolled back to');
    expect(readlinkSync(join(target, 'opt/offerboard/current'))).toBe(live);
    expect(viaCaddy(PUBLIC_DOMAIN, '/').status).toBe(200);
    expect(viaCaddy(PUBLIC_DOMAIN, '/backendapi/api/health').status).toBe(200);
  });

  it('a backup pulled to this machine and restored brings back a deleted store', () => {
    const token = adminToken();
    const stores = JSON.parse(viaCaddy(ADMIN_DOMAIN, '/backendapi/api/Store?limit=1', { token }).body).stores;
    const store = stores[0] as { _id: string; storeName: string };
    const before = storeCount(token);

    const backup = deploy(['backup']);
    expect(backup.status, backup.output).toBe(0);
    const file = backup.output.trim().split('\n').at(-1) ?? '';
    expect(file).toMatch(/offerboard-\d{8}T\d{6}Z\.tar\.gz$/);

    expect(viaCaddy(ADMIN_DOMAIN, `/backendapi/api/Store/${store._id}`, { method: 'DELETE', token }).status).toBe(200);
    expect(storeCount(token)).toBe(before - 1);

    const restored = deploy(['restore', file]);
    expect(restored.status, restored.output).toBe(0);
    const back = viaCaddy(ADMIN_DOMAIN, `/backendapi/api/Store/${store._id}`, { token });
    expect(back.status).toBe(200);
    expect(JSON.parse(back.body).storeName).toBe(store.storeName);
    expect(storeCount(token)).toBe(before);
  });

  it('a new host deployed with the same replica starts from it: the disaster recovery', async () => {
    const token = adminToken();
    const stores = storeCount(token);
    const { logoUrl } = JSON.parse(viaCaddy(ADMIN_DOMAIN, '/backendapi/api/Store?limit=1', { token }).body).stores[0];
    // Writes reach the replica within seconds: once a restore of it shows them, the machine dies.
    await expect.poll(storesInReplica, { timeout: 30_000, interval: 500 }).toBe(stores);
    stopHost(target, 'SIGKILL');
    const config = join(work, 'new-host.env');
    writeFileSync(config, readFileSync(join(work, 'deploy.env'), 'utf8').replace(target, newHost));

    const started = performance.now();
    const recovered = deploy([], { DEPLOY_CONFIG: config });
    const seconds = (performance.now() - started) / 1000;
    expect(recovered.status, recovered.output).toBe(0);
    expect(recovered.output).toContain('No database here: restoring from the replica');
    expect(recovered.output).not.toContain('Generated password');
    console.info(
      `disaster recovery: make deploy to a new host, restoring from the replica, took ${seconds.toFixed(0)} s`,
    );
    expect(storeCount(adminToken())).toBe(stores);
    expect(viaCaddy(PUBLIC_DOMAIN, `/backendapi/${logoUrl}`).status).toBe(200);
  });
});
