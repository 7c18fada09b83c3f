// Every documented call, fed malformed ids, queries and bodies with and without a token: never a 500, never a
// corrupted database.
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ADMIN, API, countRows, createTestApp, login, multipart } from './helpers.js';

interface OpenApiParameter {
  in: string;
  name: string;
  schema?: { type?: string; minimum?: number; maximum?: number };
}
interface OpenApiOperation {
  consumes?: string[];
  parameters?: OpenApiParameter[];
  requestBody?: {
    content?: Record<string, { schema?: { properties?: Record<string, { type?: string; format?: string }> } }>;
  };
}
type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

const BAD_IDS = ['%E0%A4%A', 'abc', '0', '-1', '1.5', '999999999', '%00', "1'%20OR%20'1'='1", 'x'.repeat(300)];
const BAD_QUERIES = [
  'page=-1&limit=abc',
  'page=0&limit=0',
  'page=NaN&limit=1e9',
  `search=${'y'.repeat(10_000)}&searchQuery=${'z'.repeat(10_000)}`,
  'searchQuery=%22%22%22*%20OR%20NEAR(&storeName=%27&district[]=a&paginated=maybe&showExpired=yes',
  'days=0&district=',
];
/** Text that Ajv's coercion used to turn into non-finite or unsafe numbers, and other non-integers. */
const NON_FINITE = [
  'Infinity',
  '-Infinity',
  '%2BInfinity',
  '1e400',
  '-1e400',
  'NaN',
  '9007199254740993',
  '1e20',
  '1.5',
  '',
  '-',
];
/** Control characters (NUL above all), alone, inside text and inside an FTS5 phrase. */
const CONTROL_TEXT = ['%00', 'abc%00', '%00%01%08%0B%0C%0E%1F%7F', 'a%0Ab%0D%0Ac%09d', '%22abc%00%22*', '%C0%80'];
const CONTROL_BODY_TEXT = ['\u0000', 'abc\u0000def', '\u0001\u001f\u007f', 'a\nb\r\nc\td'];

const BAD_JSON_BODIES: unknown[] = [
  {},
  { title: 42, district: [], locationName: {}, email: null, password: true },
  { title: 'x'.repeat(100_000) },
  [1, 2, 3],
  'just a string',
];

describe('robustness', () => {
  it('answers every documented call with something other than a 5xx, whatever it is sent', async ({ annotate }) => {
    const { app, auth } = await createTestApp();
    await app.ready();
    const document = app.swagger() as unknown as OpenApiDocument;
    const failures: string[] = [];
    const check = async (label: string, request: InjectOptions) => {
      const response = await app.inject(request);
      if (response.statusCode >= 500) failures.push(`${label} -> ${response.statusCode} ${response.body}`);
      if (response.statusCode >= 400 && String(response.headers['content-type']).includes('json')) {
        const body = response.json() as Record<string, unknown>;
        if (typeof body.message !== 'string' || 'stack' in body)
          failures.push(`${label} -> bad error body ${response.body}`);
      }
      return response;
    };

    // Logging out ends the session it is sent with: that call gets a token of its own.
    let sessions = 0;
    const signedIn = async (path: string) =>
      path.endsWith('/logout') ? { authorization: `Bearer ${await login(app, ADMIN, `10.4.0.${++sessions}`)}` } : auth;
    let calls = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const isMultipart = Boolean(operation.consumes?.includes('multipart/form-data'));
        const query = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
        const integers = query.filter((parameter) => parameter.schema?.type === 'integer');
        const texts = query.filter((parameter) => parameter.schema?.type === 'string');
        const bodyTexts = Object.entries(operation.requestBody?.content?.['application/json']?.schema?.properties ?? {})
          .filter(([, schema]) => schema.type === 'string')
          .map(([name]) => name);
        const formTexts = Object.entries(
          operation.requestBody?.content?.['multipart/form-data']?.schema?.properties ?? {},
        )
          .filter(([, schema]) => schema.type === 'string' && schema.format !== 'binary')
          .map(([name]) => name);
        const validPath = path.replace(/\{[^}]+\}/g, '1');
        for (const headers of [{}, await signedIn(path)]) {
          for (const parameter of integers) {
            expect(parameter.schema, `${path} ${parameter.name} has bounds`).toMatchObject({
              minimum: expect.any(Number),
              maximum: expect.any(Number),
            });
            for (const value of NON_FINITE) {
              calls++;
              const response = await check(`${method.toUpperCase()} ${path} ${parameter.name}=${value}`, {
                method: method.toUpperCase() as 'GET',
                url: `${validPath}?${parameter.name}=${value}`,
                headers,
              });
              if ('authorization' in headers) {
                expect(response.statusCode, `${path} ${parameter.name}=${value}`).toBe(400);
                expect(response.json().message).toMatch(new RegExp(`^${parameter.name} must be`));
              }
            }
          }
          for (const parameter of texts) {
            for (const value of CONTROL_TEXT) {
              calls++;
              await check(`${method.toUpperCase()} ${path} ${parameter.name}=${value}`, {
                method: method.toUpperCase() as 'GET',
                url: `${validPath}?${parameter.name}=${value}`,
                headers,
              });
            }
          }
          for (const name of bodyTexts) {
            for (const value of CONTROL_BODY_TEXT) {
              calls++;
              await check(`${method.toUpperCase()} ${path} body ${name}`, {
                method: method.toUpperCase() as 'POST',
                url: validPath,
                headers: { ...headers, 'content-type': 'application/json' },
                payload: JSON.stringify({ [name]: value }),
                remoteAddress: `10.3.${calls % 250}.${calls % 200}`,
              });
            }
          }
          for (const value of CONTROL_BODY_TEXT) {
            if (formTexts.length === 0) break;
            calls++;
            await check(`${method.toUpperCase()} ${path} form fields`, {
              method: method.toUpperCase() as 'POST',
              url: validPath,
              headers,
              payload: multipart(Object.fromEntries(formTexts.map((name) => [name, value]))) as unknown as string,
            });
          }
        }
        const urls = path.includes('{') ? BAD_IDS.map((id) => path.replace(/\{[^}]+\}/g, id)) : [path];
        for (const url of urls) {
          for (const headers of [{}, await signedIn(path)]) {
            const label = `${method.toUpperCase()} ${url.slice(0, 80)}`;
            for (const query of BAD_QUERIES) {
              calls++;
              await check(label, {
                method: method.toUpperCase() as 'GET',
                url: `${url}?${query}`,
                headers,
                remoteAddress: `10.1.${calls % 250}.${calls % 200}`,
              });
            }
            if (method === 'get' || method === 'delete') continue;
            const bodies = isMultipart
              ? [
                  multipart({
                    title: 'x'.repeat(50_000),
                    existingImages: '["../../etc/passwd"]',
                    existingPhotos: 'not json [',
                  }),
                  multipart({ storeName: 'A' }, [
                    { field: 'logoUrl', filename: 'evil.png', content: Buffer.from('<?php echo 1; ?>') },
                  ]),
                  '--boundary\r\nbroken',
                ]
              : BAD_JSON_BODIES;
            for (const payload of bodies) {
              calls++;
              const contentType =
                typeof payload === 'string'
                  ? { 'content-type': isMultipart ? 'multipart/form-data; boundary=boundary' : 'application/json' }
                  : {};
              await check(`${label} body`, {
                method: method.toUpperCase() as 'POST',
                url,
                headers: { ...headers, ...contentType },
                payload: payload as string,
                remoteAddress: `10.2.${calls % 250}.${calls % 200}`,
              });
            }
          }
        }
      }
    }
    await annotate(`${calls} malformed requests sent, ${failures.length} answered >= 500 or with a bad error body`);
    expect(failures).toEqual([]);
    expect(calls).toBeGreaterThan(2000);
    expect(app.db.$client.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);
    expect(app.db.$client.pragma('foreign_key_check')).toEqual([]);
  });

  it('refuses control characters other than tabs and line breaks in text that would be stored, storing nothing', async () => {
    const { app, auth } = await createTestApp();
    const before = countRows(app, 'offer_types') + countRows(app, 'categories');

    const json = await app.inject({
      method: 'POST',
      url: `${API}/offertype`,
      headers: auth,
      payload: { title: 'Flat\u0000Sale' },
    });
    const form = await app.inject({
      method: 'POST',
      url: `${API}/category`,
      headers: auth,
      payload: multipart({ title: 'Books\u0001' }) as unknown as string,
    });
    const lineBreaks = await app.inject({
      method: 'POST',
      url: `${API}/offertype`,
      headers: auth,
      payload: { title: 'Flat\tSale' },
    });

    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ message: 'title must not contain control characters' });
    expect(form.statusCode).toBe(400);
    expect(form.json()).toEqual({ message: 'title must not contain control characters' });
    expect(lineBreaks.statusCode).toBe(201);
    expect(countRows(app, 'offer_types') + countRows(app, 'categories')).toBe(before + 1);
  });
});
