// Toasts for the whole public site (spec section 8: top-center, 3 seconds); loaded after first paint.
import { Toaster as Sonner } from 'sonner';

export default function Toaster() {
  return <Sonner position="top-center" duration={3000} richColors closeButton={false} />;
}
