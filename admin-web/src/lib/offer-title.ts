// Whether an offer's title is the operator's own or the start of its description, which the API makes it when none
// is given (docs/decisions/032-*): screens then show that start once, not twice.
import { titleFromDescription } from '@offerboard/shared-types/rules';

export function hasOwnTitle(offer: { title: string; description: string }): boolean {
  return offer.title !== titleFromDescription(offer.description);
}
