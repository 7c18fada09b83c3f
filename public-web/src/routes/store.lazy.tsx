import { createLazyRoute } from '@tanstack/react-router';
import { StorePage } from '../features/store/components/store-page';

export const storeLazyRoute = createLazyRoute('/store/$id')({ component: StorePage });
