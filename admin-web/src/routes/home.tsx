// /admin shows the signed-in account's home: the operator's dashboard or a store owner's stores.
import type { RouteComponent } from '@tanstack/react-router';
import { getUser } from '../lib/session';

export function homePage(Operator: RouteComponent, Owner: RouteComponent): RouteComponent {
  return function HomePage() {
    return getUser()?.role === 'owner' ? <Owner /> : <Operator />;
  };
}
