// Placeholder admin page until the back office lands: says what it is and whether the API answers.
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

function AdminHome() {
  const [status, setStatus] = useState('Checking the API...');
  useEffect(() => {
    fetch('/backendapi/api/health')
      .then((response) => setStatus(response.ok ? 'API is running.' : 'API is not answering.'))
      .catch(() => setStatus('API is not answering.'));
  }, []);
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '4rem auto', padding: '0 1rem' }}>
      <h1>OfferBoard admin</h1>
      <p>The back office where operators manage stores, offers, banners and reports.</p>
      <p data-testid="api-status">{status}</p>
    </main>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <AdminHome />
    </StrictMode>,
  );
}
