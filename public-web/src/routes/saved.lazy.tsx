import { createLazyRoute } from '@tanstack/react-router';
import { SavedPage } from '../features/saved/components/saved-page';

export const savedLazyRoute = createLazyRoute('/saved')({ component: SavedPage });
