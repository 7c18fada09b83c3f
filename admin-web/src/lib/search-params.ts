// Reading URL query values safely: empty values drop out, pages are positive integers.
import { OFFER_STATUSES, type OfferStatus } from '@offerboard/shared-types/offer-status';

export function textParam(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export function intParam(value: unknown, fallback: number, max = 1_000_000): number | undefined {
  const number = typeof value === 'number' ? value : Number(textParam(value));
  return Number.isInteger(number) && number >= 1 && number <= max && number !== fallback ? number : undefined;
}

/** A status the API knows, else none (an old or mistyped link shows every status). */
export function statusParam(value: unknown): OfferStatus | undefined {
  return OFFER_STATUSES.find((status) => status === value);
}

/** Drops undefined and empty-string entries so the URL carries only real filters. */
export function compact<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && value !== ''),
  ) as Partial<T>;
}

/** The option whose label matches the text in any case (URL values are read back case-insensitively). */
export function matchLabel(labels: string[], value: string | undefined): string {
  if (!value) return '';
  return labels.find((label) => label.toLowerCase() === value.toLowerCase()) ?? value;
}
