// Every toast of the admin: an error shown again replaces its own toast instead of stacking a copy, and a success
// closes the error toasts before it (what they reported is over). Runs a request that has no form (delete, reset,
// mark read) and says how it went.
import { toast } from 'sonner';
import { errorMessage } from './api';

/** The ids of the error toasts shown since the last success. */
const shownErrors = new Set<string>();

export function notifyError(message: string): void {
  const id = `error:${message}`;
  shownErrors.add(id);
  toast.error(message, { id });
}

export function notifySuccess(message: string): void {
  for (const id of shownErrors) toast.dismiss(id);
  shownErrors.clear();
  toast.success(message, { id: `success:${message}` });
}

/** True when it succeeded; failures show the server's message, else the default. */
export async function withToast(request: () => Promise<unknown>, texts: { success?: string; failure: string }) {
  try {
    await request();
    if (texts.success) notifySuccess(texts.success);
    return true;
  } catch (error) {
    notifyError(errorMessage(error, texts.failure));
    return false;
  }
}
