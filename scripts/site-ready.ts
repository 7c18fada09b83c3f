// The API prerenders the public site itself when it starts (every page when there are none): the sitemap is written
// once all pages are, so its presence means the site can be served.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export async function waitForSite(publicDir: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(join(publicDir, 'sitemap.xml'))) {
    if (Date.now() > deadline) throw new Error(`The API did not prerender ${publicDir} within ${timeoutMs / 1000} s`);
    await new Promise((done) => setTimeout(done, 200));
  }
}
