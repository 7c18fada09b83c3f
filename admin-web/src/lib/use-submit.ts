// Submitting a form: busy while it runs, a success toast, or the server's message inline and as a toast.
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from './api';

export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  /** Runs the request; true when it succeeded. What the admin typed stays in the form either way. */
  const run = async (request: () => Promise<unknown>, texts: { success: string; failure: string }) => {
    setBusy(true);
    setError(undefined);
    try {
      await request();
      toast.success(texts.success);
      return true;
    } catch (caught) {
      const message = errorMessage(caught, texts.failure);
      setError(message);
      toast.error(message);
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { busy, error, setError, run };
}
