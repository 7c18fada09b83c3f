// Home-page banners: a grid by screen type with each banner's days, status and link; add, edit, delete confirmation.
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { PrimaryButton } from '../../../components/buttons';
import { EditDeleteButtons } from '../../../components/form-parts';
import { ListState } from '../../../components/list-state';
import { PageHeader } from '../../../components/page-header';
import { RecordDialogs, useRecordDialogs } from '../../../components/record-dialogs';
import { Empty } from '../../../components/states';
import { formatDay } from '../../../lib/format';
import { thumbnailUrl } from '../../../lib/images';
import { useDeleteBanner } from '../api/mutations';
import { type Banner, type BannerLink, bannersQuery } from '../api/queries';
import { parseBannerSearch } from '../search';
import { BannerForm } from './banner-form';

const route = getRouteApi('/admin/banners');

const STATUS_LABELS: Record<Banner['status'], string> = { live: 'Live', scheduled: 'Scheduled', ended: 'Ended' };

function daysOf(banner: Banner): string {
  if (banner.startDate && banner.endDate) return `${formatDay(banner.startDate)} to ${formatDay(banner.endDate)}`;
  if (banner.startDate) return `From ${formatDay(banner.startDate)}`;
  if (banner.endDate) return `Until ${formatDay(banner.endDate)}`;
  return 'Every day';
}

function linkText(link: BannerLink | null): string {
  if (!link) return 'No link';
  if (link.type === 'store') return `Store: ${link.label || 'unknown'}`;
  if (link.type === 'offer') return `Offer: ${link.label || 'unknown'}`;
  return link.label;
}

export function BannersPage() {
  const navigate = route.useNavigate();
  const { screen } = route.useSearch();
  const list = useQuery({
    ...bannersQuery,
    select: (banners) => banners.filter((banner) => !screen || banner.title === screen),
  });
  const records = useRecordDialogs<Banner>(useDeleteBanner(), {
    success: 'Banner deleted successfully!',
    failure: 'Failed to delete banner',
  });
  const { form } = records;

  return (
    <>
      <p className="breadcrumb">Admin / Banners</p>
      <PageHeader title="All Banners">
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
        <PrimaryButton onClick={() => form.open(null)}>Add New</PrimaryButton>
      </PageHeader>
      <ListState
        query={list}
        errorText="Error fetching banners"
        empty={<Empty message="No banners yet. Add one for desktop and one for mobile." />}
      >
        {(banners) => (
          <div className="banner-grid">
            {banners.map((banner) => (
              <article className="card banner-card" key={banner._id} data-testid="banner-card">
                {banner.bannerImage[0] && (
                  <img src={thumbnailUrl(banner.bannerImage[0], 640)} alt={`${banner.title} banner`} loading="lazy" />
                )}
                <div className="banner-meta">
                  <span className="tag">{banner.title}</span>
                  <span className={`banner-status banner-status-${banner.status}`}>{STATUS_LABELS[banner.status]}</span>
                  <span className="muted small">{daysOf(banner)}</span>
                </div>
                <p className={`banner-link small${banner.link ? '' : ' muted'}`} title={linkText(banner.link)}>
                  {linkText(banner.link)}
                </p>
                <div className="banner-meta">
                  <span className="muted small">Added {formatDay(banner.createdAt)}</span>
                  <EditDeleteButtons {...records.actionsOf(banner)} />
                </div>
              </article>
            ))}
          </div>
        )}
      </ListState>
      <RecordDialogs
        dialogs={records}
        titles={['Add Banner', 'Edit Banner', 'Delete banner']}
        deleteMessage={(item) =>
          `Are you sure you want to delete the ${item.title} banner added on ${formatDay(item.createdAt)}? This action cannot be undone.`
        }
      >
        {(banner) => <BannerForm banner={banner} onDone={form.close} />}
      </RecordDialogs>
    </>
  );
}
