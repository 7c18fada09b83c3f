// Offer dates: en-IN display and the expiry badge rules of spec section 4 (end day valid until 23:59:59.999).
import { regionToday } from '@offerboard/shared-types/rules';

export { REGION_TIME_ZONE, regionToday } from '@offerboard/shared-types/rules';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;
const display = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

function parseDay(day: string | undefined): Date | undefined {
  const match = day ? DAY.exec(day) : null;
  if (!match) return undefined;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export function formatDay(day: string | undefined): string {
  const date = parseDay(day);
  return date ? display.format(date) : 'Date not available';
}

type ExpiryTone = 'expired' | 'ending' | 'normal';

export function expiryLabel(
  endDate: string | undefined,
  today: string = regionToday(),
): { text: string; tone: ExpiryTone } {
  if (endDate === undefined || endDate === '') return { text: 'No expiration', tone: 'normal' };
  const end = parseDay(endDate);
  const start = parseDay(today);
  if (!end || !start) return { text: 'No date', tone: 'normal' };
  const days = Math.round((end.getTime() - start.getTime()) / DAY_MS);
  if (days < 0) return { text: 'Expired', tone: 'expired' };
  if (days > 0) return { text: `${days} day${days === 1 ? '' : 's'} left`, tone: 'normal' };
  return { text: 'Ending soon', tone: 'ending' };
}
