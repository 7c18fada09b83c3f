// The prerender's settings: read from its environment and checked in each of its threads (the entry's first, which
// stops with a message naming a wrong variable before any work starts), each default written once here. Nothing else
// in the prerender, nor the site code it renders, reads process.env (public-web/test/prerender-config.test.ts).
import { dirname, resolve } from 'node:path';
import { setServerOrigins } from '../src/lib/server-origins';

export interface PrerenderConfig {
  /** API_ORIGIN: where the API listens, read by the run and by pages that load their data (default 127.0.0.1:3000). */
  apiOrigin: string;
  /** PUBLIC_ORIGIN without a trailing slash: absolute links, sitemap and share tags (default localhost:8080). */
  publicOrigin: string;
  /** PRERENDER_OUT_DIR: the site's folder (default: the built site beside dist-server, public-web/dist). */
  outDir: string;
}

export class PrerenderConfigError extends Error {}

/** dist-server, where the entry script prerender.js is (this module is a chunk below it). */
export const serverDir = dirname(resolve(process.argv[1] ?? import.meta.dirname));

function absoluteUrl(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name] || fallback;
  if (!URL.canParse(raw) || !/^https?:$/.test(new URL(raw).protocol)) {
    throw new PrerenderConfigError(`${name} must be an absolute http(s) URL, got "${raw}"`);
  }
  return raw;
}

export function loadPrerenderConfig(env: NodeJS.ProcessEnv = process.env): PrerenderConfig {
  return {
    apiOrigin: absoluteUrl(env, 'API_ORIGIN', 'http://127.0.0.1:3000'),
    publicOrigin: absoluteUrl(env, 'PUBLIC_ORIGIN', 'http://localhost:8080').replace(/\/$/, ''),
    outDir: resolve(env.PRERENDER_OUT_DIR || resolve(serverDir, '../dist')),
  };
}

/** This thread's settings, with the origins handed to the site's code that renders here. */
export function configureThread(): PrerenderConfig {
  const config = loadPrerenderConfig();
  setServerOrigins({ api: config.apiOrigin, site: config.publicOrigin });
  return config;
}

/**
 * Pages are rendered with React's production build, several times faster than its development build: the environment
 * must say so before React loads (the threads started afterwards take a copy of it).
 */
export function selectReactProductionBuild(): void {
  process.env.NODE_ENV = 'production';
}
