// What the page routes share: a page with no data of its own is its path and head tags (its component loads lazily),
// and a page of one record reads it in its loader or shows its not-found state.
import { createRoute } from '@tanstack/react-router';
import { type PageMeta, pageHead } from '../lib/seo';
import { rootRoute } from './root';

export function staticPageRoute<TPath extends string>(meta: PageMeta & { path: TPath }) {
  return createRoute({ getParentRoute: () => rootRoute, path: meta.path, head: () => pageHead(meta) });
}

/** The record, or null when it cannot be read (an unknown id, the API down): the page then says it was not found. */
export function recordOrNull<T>(load: Promise<T>): Promise<T | null> {
  return load.catch(() => null);
}
