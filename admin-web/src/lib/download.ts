// Saves a file the API answers to a signed-in call (a poster PDF): a plain link cannot send the bearer token, so the
// bytes are fetched with it and handed to the browser as a download under the name the API gives.
import { api } from './api';

/** The file name of a `Content-Disposition: attachment; filename="..."` header, else the fallback. */
function fileNameOf(disposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}

export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const response = await api.get(path);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL can go once this task is over.
  setTimeout(() => URL.revokeObjectURL(url));
}
