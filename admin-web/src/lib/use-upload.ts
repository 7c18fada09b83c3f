// A form's upload of images: shrinks them (image-shrink.ts), sends the form with progress, and lets the admin cancel
// it until every byte is sent, as closing the form's dialog does; after that the server is saving and a cancel could
// no longer tell whether the record was saved.
import { useEffect, useRef, useState } from 'react';
import type { Upload } from './api';
import { shrinkFormImages } from './image-shrink';

/** Where an upload is: shrinking its images, sending them (percent), or sent and being saved by the server. */
export type UploadStage = { stage: 'preparing' } | { stage: 'sending'; percent: number } | { stage: 'saving' };

/** What a form says after its upload was cancelled. */
export const UPLOAD_CANCELLED = 'Upload cancelled: nothing was saved.';

export interface UploadState {
  /** Null when no upload runs. */
  current: UploadStage | null;
  /** Stops the upload while it can still be stopped; its request then fails with an AbortError (isCancelled). */
  cancel: () => void;
  /** Shrinks the form's images and runs the request with the upload's signal and progress. */
  send: <T>(form: FormData, request: (form: FormData, upload: Upload) => Promise<T>) => Promise<T>;
}

export function useUpload(): UploadState {
  const [current, setCurrent] = useState<UploadStage | null>(null);
  /** The running upload's controller, while it may still be cancelled. */
  const cancellable = useRef<AbortController | null>(null);
  const cancel = () => cancellable.current?.abort();
  // Closing the dialog unmounts the form: an upload still sending stops with it.
  useEffect(() => () => cancellable.current?.abort(), []);

  const send = async <T>(form: FormData, request: (form: FormData, upload: Upload) => Promise<T>) => {
    const controller = new AbortController();
    cancellable.current = controller;
    setCurrent({ stage: 'preparing' });
    const onProgress = (percent: number) => {
      if (percent < 100) return setCurrent({ stage: 'sending', percent });
      cancellable.current = null;
      setCurrent({ stage: 'saving' });
    };
    try {
      const shrunk = await shrinkFormImages(form);
      controller.signal.throwIfAborted();
      return await request(shrunk, { signal: controller.signal, onProgress });
    } finally {
      cancellable.current = null;
      setCurrent(null);
    }
  };
  return { current, cancel, send };
}
