// Server entry: renders one URL to a full HTML document with its data dehydrated (used only by the prerender).

import type { QueryClient } from '@tanstack/react-query';
import { createRequestHandler, defaultRenderHandler } from '@tanstack/react-router/ssr/server';
import { createAppRouter } from './router';

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
  const request = new Request(new URL(path, 'http://prerender.local'));
  const handler = createRequestHandler({ request, createRouter: () => createAppRouter(queryClient, { islands }) });
  const response = await handler(defaultRenderHandler);
  return {
    status: response.status,
    html: await response.text(),
    location: response.headers.get('location') ?? undefined,
  };
}
