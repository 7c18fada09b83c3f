// A line chart of the last 30 days (visitors, ad clicks, category clicks) drawn in SVG, no chart library.
import type { DailyStats } from '../api/dashboard';

const SERIES = [
  { key: 'visitors', label: 'Visitors', color: '#2563eb' },
  { key: 'adClicks', label: 'Ad clicks', color: '#16a34a' },
  { key: 'categoryClicks', label: 'Category clicks', color: '#d97706' },
] as const;

const WIDTH = 720;
const HEIGHT = 220;
const PAD = { top: 12, right: 12, bottom: 28, left: 40 };

function niceMax(value: number): number {
  if (value <= 4) return 4;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  return Math.ceil(value / (2 * magnitude)) * 2 * magnitude;
}

export function DailyChart({ days }: { days: DailyStats }) {
  const max = niceMax(Math.max(0, ...days.flatMap((day) => SERIES.map((s) => day[s.key]))));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const x = (index: number) => PAD.left + (days.length > 1 ? (index / (days.length - 1)) * plotWidth : plotWidth / 2);
  const y = (value: number) => PAD.top + plotHeight - (value / max) * plotHeight;
  const ticks = [0, max / 2, max];
  const labelEvery = Math.ceil(days.length / 6);
  const total = (key: (typeof SERIES)[number]['key']) => days.reduce((sum, day) => sum + day[key], 0);

  return (
    <figure className="chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label="Visitors and clicks per day, last 30 days">
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} className="chart-grid" />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" className="chart-label">
              {tick}
            </text>
          </g>
        ))}
        {days.map(
          (day, index) =>
            index % labelEvery === 0 && (
              <text key={day.date} x={x(index)} y={HEIGHT - 8} textAnchor="middle" className="chart-label">
                {day.date.slice(8, 10)}/{day.date.slice(5, 7)}
              </text>
            ),
        )}
        {SERIES.map((series) => (
          <polyline
            key={series.key}
            fill="none"
            stroke={series.color}
            strokeWidth={2}
            points={days.map((day, index) => `${x(index)},${y(day[series.key])}`).join(' ')}
          >
            <title>{series.label}</title>
          </polyline>
        ))}
      </svg>
      <figcaption className="chart-legend">
        {SERIES.map((series) => (
          <span key={series.key}>
            <span className="swatch" style={{ background: series.color }} />
            {series.label} ({total(series.key)})
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
