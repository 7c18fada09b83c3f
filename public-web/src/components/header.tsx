// Site header: brand, the four links, and a slide-in menu under 768 px that traps nothing and closes on Escape.
// Without JavaScript the menu still opens: its button is a link to #mobile-menu, which CSS opens as the :target.
// On the home page the header is an island of its own, hydrated without the router (docs/decisions/020).
import { useEffect, useState } from 'react';
import { useMessages } from '../lib/i18n/messages';
import { Icon } from './icons';
import { LanguageSwitch } from './language-switch';
import { SiteLink } from './navigation';

const LINKS = [
  { to: '/', label: 'home' },
  { to: '/aboutus', label: 'about' },
  { to: '/offers', label: 'offers' },
  { to: '/saved', label: 'saved' },
  { to: '/contactus', label: 'contact' },
] as const;

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const m = useMessages();
  return LINKS.map((link) => (
    <SiteLink key={link.to} to={link.to} className="nav-link" activeExact onClick={onNavigate}>
      {m.nav[link.label]}
    </SiteLink>
  ));
}

/** What the header holds, inside the `<header>` island the root route places it in. */
export function Header() {
  const m = useMessages();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return;
    const close = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', close);
    return () => document.removeEventListener('keydown', close);
  }, [open]);

  return (
    <>
      <div className="container header-row">
        <SiteLink to="/" className="brand">
          Offer<span>Board</span>
        </SiteLink>
        <nav aria-label={m.landmarks.main} className="nav-desktop">
          <NavLinks />
          <LanguageSwitch className="nav-link language-switch" />
        </nav>
        {/* biome-ignore lint/a11y/useValidAnchor: a link, so the menu opens without JavaScript as the :target */}
        <a
          href="#mobile-menu"
          className="icon-button menu-button"
          aria-label={open ? m.closeMenu : m.openMenu}
          aria-expanded={open}
          aria-controls="mobile-menu"
          onClick={(event) => {
            event.preventDefault();
            setOpen(!open);
          }}
        >
          <Icon name="menu" size={24} />
        </a>
      </div>
      <div className={`menu-backdrop${open ? ' is-open' : ''}`} onClick={() => setOpen(false)} aria-hidden="true" />
      <nav
        id="mobile-menu"
        aria-label={m.landmarks.mobile}
        className={`mobile-menu${open ? ' is-open' : ''}`}
        data-testid="mobile-menu"
      >
        {/* biome-ignore lint/a11y/useValidAnchor: a link, so the menu closes without JavaScript too */}
        <a
          href="#menu-closed"
          className="icon-button"
          aria-label={m.closeMenu}
          onClick={(event) => {
            // A menu opened as the :target (tapped before the app took over) closes by leaving the fragment.
            if (window.location.hash !== '#mobile-menu') event.preventDefault();
            setOpen(false);
          }}
        >
          <Icon name="close" size={24} />
        </a>
        <NavLinks onNavigate={() => setOpen(false)} />
        <LanguageSwitch className="nav-link language-switch" />
      </nav>
    </>
  );
}
