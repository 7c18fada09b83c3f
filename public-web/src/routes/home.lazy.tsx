import { createLazyRoute } from '@tanstack/react-router';
import { Island } from '../components/island';
import { HomePage } from '../features/home/components/home-page';

export const homeLazyRoute = createLazyRoute('/')({
  component: () => (
    <Island name="home" className="home-page">
      <HomePage />
    </Island>
  ),
});
