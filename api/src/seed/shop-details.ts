// Contact details of seeded shops: Indian 10-digit mobile numbers, addresses with real PIN codes, e-mail addresses.
import type { Town } from './kerala-places.js';
import type { SeededRandom } from './seeded-random.js';

const MOBILE_PREFIXES = ['94', '95', '96', '97', '98', '99', '70', '73', '80', '81', '85', '90'] as const;

export function mobileNumber(random: SeededRandom): string {
  return `${random.pick(MOBILE_PREFIXES)}${String(random.int(0, 99_999_999)).padStart(8, '0')}`;
}

/** An address on the reserved example.com domain, so that no real mailbox is ever written to from demo data. */
export function emailFor(storeName: string, suffix = ''): string {
  const local = storeName
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '');
  return `${local}${suffix}@example.com`;
}

export function addressIn(random: SeededRandom, town: Town, district: string): string {
  const building = `${random.int(1, 40)}/${random.int(100, 999)}`;
  return `${building}, ${random.pick(town.roads)}, ${town.name}, ${district} - ${town.pin}`;
}
