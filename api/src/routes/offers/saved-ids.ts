// The ids of a visitor's saved offers, as the public /saved page asks for them: a short comma-separated list.
import { BadRequestError } from '../../lib/errors.js';

/** The public site saves at most this many offers per browser (public-web's saved-offers.ts says the same). */
const MAX_SAVED_IDS = 100;
const ID = /^[1-9][0-9]{0,14}$/;

/** The distinct ids in the order given; a malformed list or too many ids is the client's mistake (400). */
export function parseSavedIds(ids: string): number[] {
  const parts = ids.split(',').map((part) => part.trim());
  if (!parts.every((part) => ID.test(part))) {
    throw new BadRequestError('ids must be offer ids separated by commas, such as ids=12,40');
  }
  const distinct = [...new Set(parts.map(Number))];
  if (distinct.length > MAX_SAVED_IDS) throw new BadRequestError(`At most ${MAX_SAVED_IDS} ids at a time`);
  return distinct;
}
