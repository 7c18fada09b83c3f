// The home page's app, started by entry-client instead of the routed app (docs/decisions/020): the header's menu, the
// search with its suggestions, the carousels, the hearts and Copy buttons, the expiry badges and the floating buttons.
import { Header } from './components/header';
import { HomePage } from './features/home/components/home-page';
import { hydrateIslands } from './islands';

hydrateIslands(
  [
    ['header', () => <Header />],
    ['home', () => <HomePage />],
  ],
  '/',
);
