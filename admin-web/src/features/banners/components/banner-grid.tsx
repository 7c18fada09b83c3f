// The banners as cards: image, screen type, status, the days each shows, where it links to, and its Edit and Delete.
import type { ComponentProps } from 'react';
import { EditDeleteButtons } from '../../../components/form-parts';
import { formatDay } from '../../../lib/format';
import { thumbnailUrl } from '../../../lib/images';
import type { Banner, BannerLink } from '../api/queries';

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

interface BannerGridProps {
  banners: Banner[];
  actionsOf: (banner: Banner) => ComponentProps<typeof EditDeleteButtons>;
}

export function BannerGrid({ banners, actionsOf }: BannerGridProps) {
  return (
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
            <EditDeleteButtons {...actionsOf(banner)} />
          </div>
        </article>
      ))}
    </div>
  );
}
