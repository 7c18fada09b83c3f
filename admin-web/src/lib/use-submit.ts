// Submitting a form: busy while it runs, a success toast, or the server's message inline and as a toast, with
// each field the server named kept apart so the form can show it next to that field; a cancelled upload is said inline.
import { useState } from 'react';
import { ApiError, errorMessage, type FieldErrors, isCancelled, withoutField } from './api';
import { notifyError, notifySuccess } from './notify';
import { UPLOAD_CANCELLED } from './use-upload';

export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  /** Runs the request; true when it succeeded. What the admin typed stays in the form either way. */
  const run = async (request: () => Promise<unknown>, texts: { success: string; failure: string }) => {
    setBusy(true);
    setError(undefined);
    setFieldErrors({});
    try {
      await request();
      notifySuccess(texts.success);
      return true;
    } catch (caught) {
      // The admin stopped it: said in the form, not as a failure.
      if (isCancelled(caught)) {
        setError(UPLOAD_CANCELLED);
        return false;
      }
      const fields = caught instanceof ApiError ? caught.fieldErrors : {};
      const message = errorMessage(caught, texts.failure);
      setFieldErrors(fields);
      // Field errors are shown next to their fields; the form-level line is for everything else.
      if (Object.keys(fields).length === 0) setError(message);
      notifyError(message);
      return false;
    } finally {
      setBusy(false);
    }
  };

  /** Forgets the server's error about a field once the admin edits it. */
  const clearFieldError = (field: string) => setFieldErrors((current) => withoutField(current, field));

  return { busy, error, setError, fieldErrors, clearFieldError, run };
}
