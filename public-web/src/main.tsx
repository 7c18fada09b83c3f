// Placeholder public page until the public site lands: says what OfferBoard is and how many offers are live.
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

function Home() {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    fetch('/backendapi/api/storeads/adswithstore?limit=1')
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { totalAds?: number } | null) => setCount(body?.totalAds ?? null))
      .catch(() => setCount(null));
  }, []);
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '4rem auto', padding: '0 1rem' }}>
      <h1>OfferBoard</h1>
      <p>Current offers and discounts from local shops across Kerala.</p>
      <p data-testid="offer-count">{count === null ? 'Loading offers...' : `${count} offers available today.`}</p>
    </main>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Home />
    </StrictMode>,
  );
}
