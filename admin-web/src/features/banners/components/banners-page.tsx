// Home-page banners: the cards (banner-grid.tsx) filtered by screen type; add, edit, delete confirmation.
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { ListState } from '../../../components/list-state';
import { type RecordKind, RecordScreen, useRecordDialogs } from '../../../components/record-screen';
import { Empty } from '../../../components/states';
import { formatDay } from '../../../lib/format';
import { useDeleteBanner } from '../api/mutations';
import { type Banner, bannersQuery } from '../api/queries';
import { type BannerScreen, parseBannerSearch } from '../search';
import { BannerForm } from './banner-form';
import { BannerGrid } from './banner-grid';

const route = getRouteApi('/admin/banners');

const BANNERS: RecordKind<Banner> = {
  titles: ['Add Banner', 'Edit Banner', 'Delete banner'],
  deleteMessage: (item) =>
    `Are you sure you want to delete the ${item.title} banner added on ${formatDay(item.createdAt)}? This action cannot be undone.`,
  deleted: { success: 'Banner deleted successfully!', failure: 'Failed to delete banner' },
  Form: BannerForm,
};

/** The screen type the cards are filtered by, kept in the URL. */
function ScreenFilter({ screen }: { screen: BannerScreen | undefined }) {
  const navigate = route.useNavigate();
  return (
    <select
      aria-label="Screen type"
      value={screen ?? ''}
      onChange={(e) =>
        navigate({ to: '/admin/banners', search: parseBannerSearch({ screen: e.target.value }), replace: true })
      }
    >
      <option value="">All screens</option>
      <option value="desktop">Desktop</option>
      <option value="mobile">Mobile</option>
    </select>
  );
}

export function BannersPage() {
  const { screen } = route.useSearch();
  const list = useQuery({
    ...bannersQuery,
    select: (banners) => banners.filter((banner) => !screen || banner.title === screen),
  });
  const records = useRecordDialogs(useDeleteBanner(), BANNERS);

  return (
    <>
      <p className="breadcrumb">Admin / Banners</p>
      <RecordScreen title="All Banners" addLabel="Add New" records={records} actions={<ScreenFilter screen={screen} />}>
        <ListState
          query={list}
          errorText="Error fetching banners"
          empty={<Empty message="No banners yet. Add one for desktop and one for mobile." />}
        >
          {(banners) => <BannerGrid banners={banners} actionsOf={records.actionsOf} />}
        </ListState>
      </RecordScreen>
    </>
  );
}
