import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch } from '../../src/lib/search-params';

/** Queries as shared links carry them: plain words, numbers, JSON, quoted numbers, repeats, odd keys. */
const QUERIES = [
  '',
  '?category=Textiles&sort=nearest',
  '?page=2&showExpired=true&exact=false',
  '?category=%223%22&storeName=%22true%22',
  '?searchQuery=50%25+off&utm_source=whatsapp',
  '?searchQuery=-5&district=007&page=2.50',
  '?tag=a&tag=b&tag=3',
  '?filters=%7B%22a%22%3A1%7D&list=%5B1%2C2%5D&broken=%7Bnope',
  '?empty=&__proto__=x&nul=null',
];

/** Values the listing writes: texts that read as JSON, numbers, booleans, unset keys, objects. */
const SEARCHES = [
  {},
  { category: 'Textiles', sort: 'nearest', page: undefined },
  { category: '3', storeName: 'true', searchQuery: '"quoted"', district: '[x' },
  { page: 2, showExpired: true, exact: false, utm_source: 'mail' },
  { searchQuery: '50% off & more', nested: { a: [1, 2] } },
];

describe('the router’s query encoding without the router (docs/decisions/048)', () => {
  it.each(QUERIES)('reads %j as the router reads it', (query) => {
    expect({ ...parseSearch(query) }).toEqual({ ...defaultParseSearch(query) });
  });

  it.each(SEARCHES)('writes %j as the router writes it, and reads it back', (search) => {
    const query = stringifySearch(search);
    expect(query).toBe(defaultStringifySearch(search));
    expect({ ...parseSearch(query) }).toEqual(
      Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)),
    );
  });
});
