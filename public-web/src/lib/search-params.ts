// A query string read and written as TanStack Router reads and writes it (its default parseSearch and stringifySearch),
// for the pages that hydrate without the router (/offers, docs/decisions/048): each value JSON when it reads as JSON
// (?page=2 is 2, ?sort=nearest "nearest", ?category=%223%22 the text "3"), so links either app writes, and links
// shared before, read the same in both. The router itself is a 27 KB chunk those pages must not load.

export type SearchParams = Record<string, unknown>;

/** What can begin a JSON text (whitespace, a string, array, object, number, false, null, true): only those are tried. */
const JSON_START = /^(?:\s|["[{\d-]|fa|nu|tr)/;

/** A raw value as the router's query decoder types it: true, false, a number written canonically, or the text. */
function typed(value: string): unknown {
  if (value === 'false') return false;
  if (value === 'true') return true;
  const number = Number(value);
  return value !== '' && Number.isFinite(number) && String(number) === value ? number : value;
}

function parsedJson(value: string): unknown {
  if (!JSON_START.test(value)) return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** `?page=2&sort=nearest` as `{ page: 2, sort: 'nearest' }`; a repeated key is an array. */
export function parseSearch(query: string): SearchParams {
  // No prototype: a key named __proto__ is a key like any other.
  const search: SearchParams = Object.create(null);
  for (const [key, raw] of new URLSearchParams(query)) {
    const value = typed(raw);
    const previous = search[key];
    if (previous === undefined) search[key] = value;
    else if (Array.isArray(previous)) previous.push(value);
    else search[key] = [previous, value];
  }
  for (const [key, value] of Object.entries(search)) if (typeof value === 'string') search[key] = parsedJson(value);
  return search;
}

/** An object as JSON; a text that would read back as JSON ("3", "true") quoted, so it reads back as the text. */
function written(value: unknown): string {
  if (value && typeof value === 'object') return JSON.stringify(value);
  if (typeof value === 'string') return parsedJson(value) === value ? value : JSON.stringify(value);
  return String(value);
}

/** `{ page: 2, sort: 'nearest', category: undefined }` as `?page=2&sort=nearest`, or '' for nothing. */
export function stringifySearch(search: SearchParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) if (value !== undefined) params.set(key, written(value));
  const query = params.toString();
  return query ? `?${query}` : '';
}
