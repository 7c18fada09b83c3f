// Toasts through sonner, loaded on first use so it stays out of the first-paint bundle.
export function notify(kind: 'success' | 'error', message: string): void {
  import('sonner').then(({ toast }) => toast[kind](message));
}
