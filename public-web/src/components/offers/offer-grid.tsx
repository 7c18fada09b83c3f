// A scannable grid of offer cards: 2 columns on phones, 3 on tablets, 4 on desktops.
import type { Offer } from '../../lib/offer-queries';
import { OfferCard } from './offer-card';

interface Props {
  offers: Offer[];
  /** How many leading cards are on the first screen (their images load eagerly, first). */
  priorityCount?: number;
  copiedMessage: string;
  copyFailedMessage: string;
}

export function OfferGrid({ offers, priorityCount = 0, copiedMessage, copyFailedMessage }: Props) {
  return (
    <div className="offer-grid">
      {offers.map((offer, index) => (
        <OfferCard
          key={offer._id}
          offer={offer}
          priority={index < priorityCount}
          copiedMessage={copiedMessage}
          copyFailedMessage={copyFailedMessage}
        />
      ))}
    </div>
  );
}
