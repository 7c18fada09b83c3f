// What an unknown address shows.
import { Link } from '@tanstack/react-router';
import { useMessages } from '../lib/i18n/messages';

export function NotFound() {
  const m = useMessages();
  return (
    <section className="container page-message">
      <h1>{m.pageNotFound}</h1>
      <p>{m.pageNotFoundText}</p>
      <Link to="/offers" className="button primary">
        {m.browseOffers}
      </Link>
    </section>
  );
}
