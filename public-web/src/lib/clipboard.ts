// Copying links and sharing, with the toasts of spec section 8.
import { messagesFor } from './i18n/catalogue';
import { pageLocale } from './i18n/load';
import { notify } from './notify';

export async function copyText(text: string, success: string, failure: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    notify('success', success);
  } catch {
    notify('error', failure);
  }
}

export function absoluteUrl(path: string): string {
  return new URL(path, window.location.origin).href;
}

/** The browser's share sheet when there is one, else the text and URL copied to the clipboard. */
export async function shareOrCopy(share: { title: string; text: string; url: string }): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(share);
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  const m = messagesFor(pageLocale());
  await copyText(`${share.text}\n${share.url}`, m.linkCopiedShare, m.shareFailed);
}
