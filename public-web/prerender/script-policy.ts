// Each page's own script policy: a <meta> Content-Security-Policy, first in its head, that lets only the inline
// scripts the prerender wrote run, by their SHA-256 (docs/decisions/022). The router's scripts carry the page's data, so
// their hashes differ from page to page and cannot be listed in the site's one static header.
import { createHash } from 'node:crypto';

/** Every inline or external script element, with its attributes and text. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** What a browser runs: no type, a JavaScript MIME type or a module; JSON and JSON-LD data blocks never run. */
const EXECUTABLE_TYPE = /^(|(text|application)\/javascript|module)$/i;

/** `script-src` for the page: the site's own files and each inline script it runs, by hash. */
function scriptPolicy(html: string): string {
  const sources = new Set(["'self'"]);
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    const type = /\stype="([^"]*)"/i.exec(attributes)?.[1]?.trim() ?? '';
    if (/\ssrc=/i.test(attributes) || !EXECUTABLE_TYPE.test(type)) continue;
    sources.add(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  }
  return `script-src ${[...sources].join(' ')}`;
}

/** The page with its policy right after its charset, ahead of every script (a meta policy covers what follows it). */
export function withScriptPolicy(html: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${scriptPolicy(html)}">`;
  return html.replace(/<head>(<meta charset="[^"]*"\/?>)?/i, (start) => `${start}${meta}`);
}
