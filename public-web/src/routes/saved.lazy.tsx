import { createLazyRoute } from '@tanstack/react-router';
import { SavedPage } from '../features/saved/components/saved-page';
import { savedMessages } from '../features/saved/saved-messages';

const savedLazyRoute = createLazyRoute('/saved')({ component: SavedPage });

/** The page, once its own texts are in, in the page's language (docs/decisions/047). */
export async function loadSavedRoute() {
  await savedMessages.load();
  return savedLazyRoute;
}
