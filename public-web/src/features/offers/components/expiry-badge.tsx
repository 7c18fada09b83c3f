// The expiry badge of spec section 4: '{n} day(s) left', 'Ending soon', 'Expired', 'No expiration', 'No date'.
import { expiryLabel } from '../../../lib/dates';

export function ExpiryBadge({ endDate }: { endDate: string | undefined }) {
  const { text, tone } = expiryLabel(endDate);
  return <span className={`badge expiry expiry-${tone}`}>{text}</span>;
}
