// What a record page (an offer, a store) shows when its id finds nothing or loading it failed.
import { Link } from '@tanstack/react-router';
import { HTTPError } from 'ky';
import { errorMessage } from '../lib/api';

interface Props {
  error: unknown;
  /** The message for an id that finds nothing (unknown or malformed). */
  notFound: string;
  /** The message for any other failure the server did not explain. */
  failed: string;
  testId: string;
}

export function RecordNotFound({ error, notFound, failed, testId }: Props) {
  const missing = error instanceof HTTPError && (error.response.status === 404 || error.response.status === 400);
  return (
    <section className="container page-message" data-testid={testId}>
      <h1>{missing ? notFound : errorMessage(error, failed)}</h1>
      <Link to="/offers" className="button primary">
        Back to Offers
      </Link>
    </section>
  );
}
