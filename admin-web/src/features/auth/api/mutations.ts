// Signing out: the token is revoked and forgotten, and everything cached for this admin goes with it, so the next
// sign-in starts from an empty cache (as after a session that ended). Signing in needs no hook: it always starts
// from that empty cache, so there is nothing to refresh.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signOut } from '../../../lib/session';
import { logout } from './auth';

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      signOut();
      queryClient.clear();
    },
  });
}
