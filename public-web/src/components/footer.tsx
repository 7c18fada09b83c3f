// Site footer: links, the operator's social pages (site.ts; none shown when unset), copyright and the maker's note.
import { Link } from '@tanstack/react-router';
import { SITE_NAME, SITE_TAGLINE, SOCIAL_LINKS } from '../lib/site';
import { Icon } from './icons';

const SOCIAL = [
  { name: 'facebook', label: 'Facebook' },
  { name: 'instagram', label: 'Instagram' },
  { name: 'x', label: 'X (Twitter)' },
] as const;

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div>
          <p className="brand">
            Offer<span>Board</span>
          </p>
          <p>{SITE_TAGLINE}</p>
        </div>
        <nav aria-label="Footer" className="footer-links">
          <Link to="/">Home</Link>
          <Link to="/aboutus">About</Link>
          <Link to="/offers">Offers</Link>
          <Link to="/saved">Saved</Link>
          <Link to="/contactus">Contact</Link>
        </nav>
        <div className="social">
          {SOCIAL.filter((item) => SOCIAL_LINKS[item.name]).map((item) => (
            <a
              key={item.name}
              href={SOCIAL_LINKS[item.name]}
              aria-label={item.label}
              className="icon-button"
              target="_blank"
              rel="noopener noreferrer"
            >
              <Icon name={item.name} />
            </a>
          ))}
        </div>
      </div>
      <div className="container footer-bottom">
        <p>
          © {new Date().getFullYear()} {SITE_NAME}. All rights reserved.
        </p>
        <p>Powered by a Kerala software company.</p>
      </div>
    </footer>
  );
}
