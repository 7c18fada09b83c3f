// The expiry badge of spec section 4: '{n} day(s) left', 'Ending soon', 'Expired', 'No expiration', 'No date'.
// Its text depends on today, and a prerendered page serves for many days: the page holds an invisible badge of the
// same size and the browser writes the text once hydrated (docs/decisions/005). The end date is in the page's text.
import { useEffect, useState } from 'react';
import { expiryLabel, regionToday } from '../../lib/dates';
import { useMessages } from '../../lib/i18n/messages';

export function ExpiryBadge({ endDate }: { endDate: string | undefined }) {
  const m = useMessages();
  const [today, setToday] = useState<string>();
  useEffect(() => setToday(regionToday()), []);
  if (!today) return <span className="badge expiry expiry-pending">&nbsp;</span>;
  const { text, tone } = expiryLabel(endDate, today, m.expiry);
  return <span className={`badge expiry expiry-${tone}`}>{text}</span>;
}
