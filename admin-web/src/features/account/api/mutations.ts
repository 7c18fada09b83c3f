// Changing the password: nothing cached changes (the account's details stay the same; the new token is stored).
import { useMutation } from '@tanstack/react-query';
import { resetPassword } from './account';

export function useChangePassword() {
  return useMutation({ mutationFn: resetPassword });
}
