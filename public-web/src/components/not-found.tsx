// What an unknown address shows.
import { Link } from '@tanstack/react-router';

export function NotFound() {
  return (
    <section className="container page-message">
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist.</p>
      <Link to="/offers" className="button primary">
        Browse offers
      </Link>
    </section>
  );
}
