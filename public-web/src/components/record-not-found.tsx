// What a record page (an offer, a store) shows when its id finds nothing or loading it failed.

import { errorMessage, errorStatus } from '../lib/api';
import { useMessages } from '../lib/i18n/messages';
import { SiteLink } from './navigation';

interface Props {
  error: unknown;
  /** The message for an id that finds nothing (unknown or malformed). */
  notFound: string;
  /** The message for any other failure the server did not explain. */
  failed: string;
  testId: string;
}

export function RecordNotFound({ error, notFound, failed, testId }: Props) {
  const m = useMessages();
  const status = errorStatus(error);
  const missing = status === 404 || status === 400;
  return (
    <section className="container page-message" data-testid={testId}>
      <h1>{missing ? notFound : errorMessage(error, failed)}</h1>
      <SiteLink to="/offers" className="button primary">
        {m.backToOffers}
      </SiteLink>
    </section>
  );
}
