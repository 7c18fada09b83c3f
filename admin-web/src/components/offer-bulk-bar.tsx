// The bulk bar over a list of offers (a store's ads, the ads report): pause, resume, extend or delete the ticked ones.
import { useBulkOfferActions } from '../lib/offer-mutations';
import { BulkBar, type Selection } from './bulk-actions';

export function OfferBulkBar({ selection, selectAllLabel }: { selection: Selection; selectAllLabel: string }) {
  const bulkActions = useBulkOfferActions();
  return (
    <BulkBar
      selectAllLabel={selectAllLabel}
      selection={selection}
      noun={['offer', 'offers']}
      deleteNote="Their images are deleted too."
      {...bulkActions}
    />
  );
}
