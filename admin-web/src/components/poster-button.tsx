// "Poster (PDF)": downloads the printable A4 poster of a store or an offer (QR code of its public page).
import { useState } from 'react';
import { downloadFile } from '../lib/download';
import { withToast } from '../lib/notify';
import { SmallButton } from './buttons';

type PosterOf = { store: string } | { offer: string };

export function PosterButton({ of, name }: { of: PosterOf; name: string }) {
  const [busy, setBusy] = useState(false);
  const [path, file] =
    'store' in of
      ? [`stores/${of.store}/poster.pdf`, `poster-store-${of.store}.pdf`]
      : [`storeads/${of.offer}/poster.pdf`, `poster-offer-${of.offer}.pdf`];
  const download = async () => {
    setBusy(true);
    await withToast(() => downloadFile(path, file), { failure: 'Failed to create the poster' });
    setBusy(false);
  };
  return (
    <SmallButton onClick={download} disabled={busy} aria-label={`Poster (PDF) of ${name}`}>
      {busy ? 'Preparing…' : 'Poster (PDF)'}
    </SmallButton>
  );
}
