// Runs a request that has no form (delete, reset, mark read) and says how it went in a toast.
import { toast } from 'sonner';
import { errorMessage } from './api';

/** True when it succeeded; failures show the server's message, else the default. */
export async function withToast(request: () => Promise<unknown>, texts: { success?: string; failure: string }) {
  try {
    await request();
    if (texts.success) toast.success(texts.success);
    return true;
  } catch (error) {
    toast.error(errorMessage(error, texts.failure));
    return false;
  }
}
