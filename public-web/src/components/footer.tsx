// Site footer: links, the operator's social pages (site.ts; none shown when unset), copyright and the maker's note.
import { Link } from '@tanstack/react-router';
import { useMessages } from '../lib/i18n/messages';
import { SOCIAL_LINKS } from '../lib/site';
import { Icon } from './icons';

const SOCIAL = [
  { name: 'facebook', label: 'Facebook' },
  { name: 'instagram', label: 'Instagram' },
  { name: 'x', label: 'X (Twitter)' },
] as const;

export function Footer() {
  const m = useMessages();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div>
          <p className="brand">
            Offer<span>Board</span>
          </p>
          <p>{m.tagline}</p>
        </div>
        <nav aria-label={m.landmarks.footer} className="footer-links">
          <Link to="/">{m.footerNav.home}</Link>
          <Link to="/aboutus">{m.footerNav.about}</Link>
          <Link to="/offers">{m.footerNav.offers}</Link>
          <Link to="/saved">{m.footerNav.saved}</Link>
          <Link to="/contactus">{m.footerNav.contact}</Link>
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
        <p>{m.rightsReserved(new Date().getFullYear())}</p>
        <p>{m.poweredBy}</p>
      </div>
    </footer>
  );
}
