// The prerender reads its environment in one module, prerender/config.ts, with one copy of each default; the site
// code it renders is handed the origins from there.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPrerenderConfig } from '../prerender/config';

const PACKAGE = resolve(import.meta.dirname, '..');

describe('the prerender settings', () => {
  it('are the only place in the prerender and the site code that reads process.env', () => {
    const reads = ['prerender', 'src'].flatMap((folder) =>
      readdirSync(join(PACKAGE, folder), { recursive: true, encoding: 'utf8' })
        .filter(
          (name) => /\.tsx?$/.test(name) && readFileSync(join(PACKAGE, folder, name), 'utf8').includes('process.env'),
        )
        .map((name) => `${folder}/${name}`),
    );

    expect(reads).toEqual(['prerender/config.ts']);
  });

  it('default to the local API and site, and keep a trailing slash out of the public origin', () => {
    expect(loadPrerenderConfig({ PRERENDER_OUT_DIR: '/srv/site' })).toEqual({
      apiOrigin: 'http://127.0.0.1:3000',
      publicOrigin: 'http://localhost:8080',
      outDir: '/srv/site',
    });
    expect(
      loadPrerenderConfig({ API_ORIGIN: 'http://[::1]:3100', PUBLIC_ORIGIN: 'https://offers.example.in/' }),
    ).toMatchObject({ apiOrigin: 'http://[::1]:3100', publicOrigin: 'https://offers.example.in' });
  });

  it('refuse an origin that is not an absolute http(s) URL, naming the variable', () => {
    expect(() => loadPrerenderConfig({ PUBLIC_ORIGIN: 'offers.example.in' })).toThrow(
      'PUBLIC_ORIGIN must be an absolute http(s) URL, got "offers.example.in"',
    );
    expect(() => loadPrerenderConfig({ API_ORIGIN: 'ftp://127.0.0.1' })).toThrow(
      'API_ORIGIN must be an absolute http(s) URL, got "ftp://127.0.0.1"',
    );
  });
});
