import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { msUntilNextRegionDay, PrerenderTrigger } from '../../src/services/prerender-trigger.js';
import { ADMIN, API, createTestApp } from '../helpers.js';

afterEach(() => {
  vi.useRealTimers();
});

function countingTrigger(debounceMs = 2000) {
  const runs: number[] = [];
  const trigger = new PrerenderTrigger({
    run: async () => {
      runs.push(Date.now());
    },
    debounceMs,
    timeZone: 'Asia/Kolkata',
    onError: () => {},
  });
  return { runs, trigger };
}

describe('PrerenderTrigger', () => {
  it('runs once, a debounce period after the last of several changes', async () => {
    vi.useFakeTimers();
    const { runs, trigger } = countingTrigger(2000);
    trigger.schedule();
    await vi.advanceTimersByTimeAsync(1500);
    trigger.schedule();
    await vi.advanceTimersByTimeAsync(1500);
    expect(runs).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(600);
    expect(runs).toHaveLength(1);
    await trigger.stop();
  });

  it('under an edit every 200 ms for 60 s, runs within 10 s of every edit', async () => {
    vi.useFakeTimers();
    const { runs, trigger } = countingTrigger(2000);
    const edits: number[] = [];
    for (let i = 0; i < 300; i++) {
      edits.push(Date.now());
      trigger.schedule();
      await vi.advanceTimersByTimeAsync(200);
    }
    await vi.advanceTimersByTimeAsync(2000);

    const waits = edits.map((edit) => (runs.find((run) => run >= edit) ?? Number.POSITIVE_INFINITY) - edit);
    expect(Math.max(...waits)).toBeLessThanOrEqual(10_000);
    expect(runs.length).toBeLessThanOrEqual(7);
    await trigger.stop();
  });

  it('never runs twice at a time: a change during a run causes exactly one more run after it', async () => {
    let release: () => void = () => {};
    let started = 0;
    const trigger = new PrerenderTrigger({
      run: () => {
        started++;
        return new Promise<void>((done) => {
          release = done;
        });
      },
      debounceMs: 0,
      timeZone: 'Asia/Kolkata',
      onError: () => {},
    });
    const first = trigger.runNow();
    void trigger.runNow();
    void trigger.runNow();
    expect(started).toBe(1);
    release();
    await first;
    await vi.waitFor(() => expect(started).toBe(2));
    release();
    await trigger.stop();
    expect(started).toBe(2);
  });

  it('keeps going after a failed run and reports the error', async () => {
    const errors: unknown[] = [];
    const trigger = new PrerenderTrigger({
      run: () => Promise.reject(new Error('API down')),
      debounceMs: 0,
      timeZone: 'Asia/Kolkata',
      onError: (error) => errors.push(error),
    });
    await trigger.runNow();
    await trigger.runNow();
    expect(errors).toHaveLength(2);
  });

  it('reports nothing for a run that fails once stopping has begun, and does not retry it', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    let attempts = 0;
    let fail: (error: Error) => void = () => {};
    const trigger = new PrerenderTrigger({
      run: () => {
        attempts++;
        return new Promise<void>((_done, reject) => {
          fail = reject;
        });
      },
      debounceMs: 0,
      retryMs: 10_000,
      timeZone: 'Asia/Kolkata',
      onError: (error) => errors.push(error),
    });
    const run = trigger.runNow();
    const stopped = trigger.stop();
    fail(new Error('API closing'));
    await run;
    await stopped;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(errors).toEqual([]);
    expect(attempts).toBe(1);
  });

  it('retries a failed run after the retry period, without a new change', async () => {
    vi.useFakeTimers();
    let attempts = 0;
    const trigger = new PrerenderTrigger({
      run: async () => {
        attempts++;
        if (attempts === 1) throw new Error('API not answering yet');
      },
      debounceMs: 0,
      retryMs: 10_000,
      timeZone: 'Asia/Kolkata',
      onError: () => {},
    });
    await trigger.runNow();
    expect(attempts).toBe(1);
    await vi.advanceTimersByTimeAsync(9_000);
    expect(attempts).toBe(1);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(attempts).toBe(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempts).toBe(2);
    await trigger.stop();
  });

  it('regenerates at the next midnight in the region, then every day', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T18:00:00Z')); // 23:30 in Kolkata
    const { runs, trigger } = countingTrigger();
    trigger.start();
    await vi.advanceTimersByTimeAsync(29 * 60_000);
    expect(runs).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(2 * 60_000);
    expect(runs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(24 * 3_600_000);
    expect(runs).toHaveLength(2);
    await trigger.stop();
  });
});

describe('msUntilNextRegionDay', () => {
  it('counts to midnight in the region, not in UTC', () => {
    expect(msUntilNextRegionDay('Asia/Kolkata', new Date('2026-11-21T18:29:00Z'))).toBe(61_000);
    expect(msUntilNextRegionDay('UTC', new Date('2026-11-21T23:00:00.500Z'))).toBe(3_600_000 - 500 + 1000);
  });
});

describe('the app with regeneration on', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  /** A stand-in prerender script that records how it was run. */
  function recordingScript(): { dir: string; script: string; marker: string } {
    const dir = mkdtempSync(join(tmpdir(), 'offerboard-prerender-'));
    dirs.push(dir);
    const script = join(dir, 'fake-prerender.mjs');
    writeFileSync(
      script,
      // Written aside and renamed, so the test never reads a half-written record.
      "import { renameSync, writeFileSync } from 'node:fs';\n" +
        "const marker = process.env.PRERENDER_OUT_DIR + '/ran.json';\n" +
        "writeFileSync(marker + '.tmp', JSON.stringify({ api: process.env.API_ORIGIN, origin: process.env.PUBLIC_ORIGIN, args: process.argv.slice(2), env: process.env }));\n" +
        "renameSync(marker + '.tmp', marker);\n",
    );
    return { dir, script, marker: join(dir, 'ran.json') };
  }

  it('brings the pages up to date as soon as it listens, with only the changes since the last run', async () => {
    const { dir, script, marker } = recordingScript();
    const { app } = await createTestApp({ PRERENDER_OUT_DIR: dir, PRERENDER_SCRIPT: script });
    await app.ready();
    await new Promise((done) => setTimeout(done, 300));
    expect(existsSync(marker)).toBe(false);
    await app.listen({ port: 0, host: '127.0.0.1' });
    await vi.waitFor(() => expect(existsSync(marker)).toBe(true), { timeout: 20_000 });
    expect(JSON.parse(readFileSync(marker, 'utf8')).args).toEqual(['--changes']);
  });

  it('runs the prerender script after an admin change, with the API and public origins and none of its secrets', async () => {
    // The API's own environment, as a deployment gives it its secrets (the demo password, so that the test signs in).
    const secrets = {
      JWT_SECRET: 'a-jwt-secret-in-the-environment-0123456789',
      ADMIN_PASSWORD: ADMIN.password,
      SMTP_PASSWORD: 'a-future-mail-key',
      LITESTREAM_SECRET_ACCESS_KEY: 'a-bucket-key',
    };
    const { dir, script, marker } = recordingScript();
    const { app, auth } = await createTestApp({
      ...secrets,
      PATH: process.env.PATH ?? '',
      PRERENDER_OUT_DIR: dir,
      PRERENDER_SCRIPT: script,
      PRERENDER_DEBOUNCE_MS: '50',
      PUBLIC_ORIGIN: 'https://offers.example.in',
    });
    await app.ready();
    await app.inject({ method: 'GET', url: `${API}/category` });
    await new Promise((done) => setTimeout(done, 300));
    expect(existsSync(marker)).toBe(false);

    const created = await app.inject({
      method: 'POST',
      url: `${API}/offertype`,
      headers: auth,
      payload: { title: 'Clearance' },
    });
    expect(created.statusCode).toBeLessThan(300);
    await vi.waitFor(() => expect(existsSync(marker)).toBe(true), { timeout: 20_000 });
    const ran = JSON.parse(readFileSync(marker, 'utf8'));
    expect(ran).toMatchObject({
      api: 'http://127.0.0.1:3000',
      origin: 'https://offers.example.in',
      args: ['--changes'],
    });
    expect(ran.env).toMatchObject({ PATH: process.env.PATH, PRERENDER_OUT_DIR: dir });
    const values = Object.values<string>(ran.env);
    for (const secret of Object.values(secrets)) expect(values.some((value) => value.includes(secret))).toBe(false);
  });

  it('regenerates during steady editing, at most 5 debounce periods after the first edit', async () => {
    const { dir, script, marker } = recordingScript();
    const { app, auth } = await createTestApp({
      PRERENDER_OUT_DIR: dir,
      PRERENDER_SCRIPT: script,
      PRERENDER_DEBOUNCE_MS: '500',
    });
    await app.ready();
    // Edits well inside the debounce period, one after another, until the script has run (the longest wait is 2.5 s);
    // without that longest wait the debounce restarts on every edit and the script would not run before the end.
    const end = Date.now() + 10_000;
    let edits = 0;
    while (!existsSync(marker) && Date.now() < end) {
      const created = await app.inject({
        method: 'POST',
        url: `${API}/offertype`,
        headers: auth,
        payload: { title: `Edit ${edits++}` },
      });
      expect(created.statusCode).toBeLessThan(300);
      await new Promise((done) => setTimeout(done, 20));
    }
    expect(existsSync(marker)).toBe(true);
  });

  it("answers an offer's address with 503 and a message, never a 500, while the public site's build is missing", async () => {
    const { dir, script } = recordingScript();
    const { app } = await createTestApp({ PRERENDER_OUT_DIR: dir, PRERENDER_SCRIPT: script });
    for (const url of [`${API}/sitepages/offerdetails/1`, `${API}/sitepages/ml/offerdetails/not-an-id`]) {
      const answer = await app.inject({ url });
      expect({ url, status: answer.statusCode, body: answer.json() }).toEqual({
        url,
        status: 503,
        body: { message: 'Offer pages are not available yet: the public site is not built' },
      });
    }
  });
});
