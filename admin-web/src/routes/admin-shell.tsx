// The signed-in layout: a sidebar of grouped links (a drawer under 1280 px, so a tablet's screens keep the whole width)
// and the routed page.
import { SITE_NAME } from '@offerboard/shared-types/site';
import { useQuery } from '@tanstack/react-query';
import { Link, Outlet, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useLogout } from '../features/auth/api/mutations';
import { unreadCountQuery } from '../features/messages/api/queries';
import { reviewQueueQuery } from '../features/review/api/queries';
import { getUser } from '../lib/session';

interface NavLink {
  to: string;
  label: string;
}

const GROUPS: { title: string; links: NavLink[] }[] = [
  {
    title: 'Stores',
    links: [
      { to: '/admin/store', label: 'Stores' },
      { to: '/admin/review', label: 'Review' },
    ],
  },
  { title: 'Banners', links: [{ to: '/admin/banners', label: 'All Banners' }] },
  {
    title: 'Data Manage',
    links: [
      { to: '/admin/locations', label: 'Location' },
      { to: '/admin/store-category', label: 'Store Category' },
      { to: '/admin/offer-types', label: 'Offer Types' },
    ],
  },
  {
    title: 'Reports',
    links: [
      { to: '/admin/adsreport', label: 'Stores Reports' },
      { to: '/admin/storereports', label: 'Per-store Report' },
    ],
  },
  { title: 'Support', links: [{ to: '/admin/messages', label: 'Messages' }] },
  {
    title: 'Settings',
    links: [
      { to: '/admin/profile', label: 'Profile' },
      { to: '/admin/audit', label: 'Audit log' },
    ],
  },
];

/** A store owner's menu: their home and their account. */
const OWNER_GROUPS: typeof GROUPS = [{ title: 'Settings', links: [{ to: '/admin/profile', label: 'Profile' }] }];

const NAVIGATION_DELAY_MS = 300;

/** Whether the menu is a drawer (styles/narrow-screens.css), which closes before a link navigates. */
function isDrawer(): boolean {
  return window.matchMedia('(max-width: 1279px)').matches;
}

export function AdminShell() {
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const [collapsed, setCollapsed] = useState<Record<string, boolean>>({});
  const owner = getUser()?.role === 'owner';
  const groups = owner ? OWNER_GROUPS : GROUPS;
  const unread = useQuery({ ...unreadCountQuery, refetchInterval: 60_000, enabled: !owner }).data?.unreadCount ?? 0;
  const waiting = useQuery({ ...reviewQueueQuery, refetchInterval: 60_000, enabled: !owner }).data?.total ?? 0;
  /** The count a link shows beside its label: unread messages, submissions waiting for review. */
  const counts: Record<string, { count: number; testId: string }> = {
    '/admin/messages': { count: unread, testId: 'unread-count' },
    '/admin/review': { count: waiting, testId: 'review-count' },
  };

  const go = (to: string) => (event: React.MouseEvent) => {
    if (!isDrawer()) return;
    event.preventDefault();
    setMenuOpen(false);
    setTimeout(() => navigate({ to }), NAVIGATION_DELAY_MS);
  };
  const { mutateAsync: endSession } = useLogout();
  const logout = async () => {
    await endSession();
    navigate({ to: '/admin/login' });
  };

  return (
    <div className="shell">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <header className="topbar">
        <button
          type="button"
          className="icon-button menu-toggle"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen((open) => !open)}
        >
          ☰
        </button>
        <span className="brand">{SITE_NAME} admin</span>
        <span className="topbar-user">{getUser()?.email}</span>
      </header>
      <aside className={menuOpen ? 'sidebar open' : 'sidebar'} aria-label="Main menu">
        <nav>
          <Link to="/admin" className="nav-link" activeOptions={{ exact: true }} onClick={go('/admin')}>
            {owner ? 'Your stores' : 'Dashboard'}
          </Link>
          {groups.map((group) => (
            <div className="nav-group" key={group.title}>
              <button
                type="button"
                className="nav-group-title"
                aria-expanded={!collapsed[group.title]}
                onClick={() => setCollapsed((state) => ({ ...state, [group.title]: !state[group.title] }))}
              >
                {group.title}
                <span aria-hidden="true">{collapsed[group.title] ? '▸' : '▾'}</span>
              </button>
              {!collapsed[group.title] &&
                group.links.map((link) => (
                  <Link key={link.to} to={link.to} className="nav-link" onClick={go(link.to)}>
                    {link.label}
                    {(counts[link.to]?.count ?? 0) > 0 && (
                      <span className="badge" data-testid={counts[link.to]?.testId}>
                        {counts[link.to]?.count}
                      </span>
                    )}
                  </Link>
                ))}
            </div>
          ))}
          <button type="button" className="nav-link logout" onClick={logout}>
            Logout
          </button>
        </nav>
      </aside>
      {menuOpen && (
        <button type="button" className="backdrop" aria-label="Close menu" onClick={() => setMenuOpen(false)} />
      )}
      <main className="content" id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
