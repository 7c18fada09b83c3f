import { describe, expect, it } from 'vitest';
import { withSingleSlashes } from '../src/lib/http-server.js';
import { API, createTestApp } from './helpers.js';
import { createCategory } from './store-fixtures.js';

describe('paths with doubled slashes', () => {
  it('serves an upload and answers API calls as if each slash were single', async () => {
    const ctx = await createTestApp();
    const category = await createCategory(ctx, 'Books', 1);
    const photo = category.catPhotographs[0] ?? '';

    const single = await ctx.app.inject({ method: 'GET', url: `/backendapi/${photo}` });
    const doubled = await ctx.app.inject({ method: 'GET', url: `/backendapi//${photo}` });
    const inside = await ctx.app.inject({ method: 'GET', url: `/backendapi/${photo.replace('/', '//')}` });
    const call = await ctx.app.inject({ method: 'GET', url: `${API}//category` });

    expect(single.statusCode).toBe(200);
    expect({ status: doubled.statusCode, type: doubled.headers['content-type'] }).toEqual({
      status: 200,
      type: 'image/webp',
    });
    expect(doubled.rawPayload.equals(single.rawPayload)).toBe(true);
    expect(inside.statusCode).toBe(200);
    expect(call.json()).toEqual([category]);
  });

  it('still answers 404 for an upload that does not exist, doubled slashes or not', async () => {
    const ctx = await createTestApp();

    const missing = await ctx.app.inject({ method: 'GET', url: '/backendapi//uploads/ads/missing.webp' });

    expect(missing.statusCode).toBe(404);
  });

  it('collapses slashes in the path only, never in the query string', () => {
    expect(withSingleSlashes('/backendapi//uploads///ads/a.webp?next=//x')).toBe(
      '/backendapi/uploads/ads/a.webp?next=//x',
    );
    expect(withSingleSlashes('/backendapi/api/health')).toBe('/backendapi/api/health');
  });
});
