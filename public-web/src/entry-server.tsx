// Server entry: renders one URL to a full HTML document with its data dehydrated (used only by the prerender).

import type { QueryClient } from '@tanstack/react-query';
import { createRequestHandler, defaultRenderHandler } from '@tanstack/react-router/ssr/server';
import { ALL_MESSAGES } from './lib/i18n/all-messages';
import { localeOfPath } from './lib/i18n/locale';
import { registerMessages } from './lib/i18n/messages';
import { createAppRouter } from './router';

registerMessages('en', ALL_MESSAGES.en);
registerMessages('ml', ALL_MESSAGES.ml);

interface RenderedPage {
  status: number;
  html: string;
  location?: string;
}

export { createQueryClient } from './lib/query-client';

/**
 * Renders one URL; with a `queryClient` holding its data, the page's loaders fetch nothing. A page served as islands
 * (`islands`, docs/decisions/020) renders its links as plain anchors, as its islands do in the browser.
 */
export async function renderPage(path: string, queryClient?: QueryClient, islands = false): Promise<RenderedPage> {
  const url = new URL(path, 'http://prerender.local');
  const request = new Request(url);
  const locale = localeOfPath(url.pathname);
  const handler = createRequestHandler({
    request,
    createRouter: () => createAppRouter(queryClient, { islands, locale }),
  });
  const response = await handler(defaultRenderHandler);
  return {
    status: response.status,
    html: await response.text(),
    location: response.headers.get('location') ?? undefined,
  };
}
