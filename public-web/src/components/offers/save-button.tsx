// The heart on an offer (its card, its page's gallery): saves the offer in this browser (see saved-offers.ts). A tap
// before the page has taken over is kept and replayed (lib/early-taps.ts).

import { useSaved } from '../../lib/saved-offers';
import { Icon } from '../icons';

export function SaveButton({ offerId, label }: { offerId: string; label: string }) {
  const [saved, toggle] = useSaved(offerId);
  return (
    <button
      type="button"
      className={`icon-button on-image save-button${saved ? ' is-saved' : ''}`}
      aria-pressed={saved}
      aria-label={label}
      onClick={toggle}
      data-replay={`save:${offerId}`}
    >
      <Icon name="heart" outline={!saved} />
    </button>
  );
}
