// A line chart of daily figures (the dashboard's counters, a store's visitor events) drawn in SVG, no chart library.
// It is drawn at the width it is given (measured), so every day fits a phone and the labels keep their size.
import { useLayoutEffect, useRef, useState } from 'react';

/** One line: which figure of each day it draws, its name and its colour. */
export interface ChartSeries<Key extends string> {
  key: Key;
  label: string;
  color: string;
}

const PAD = { top: 12, right: 12, bottom: 28, left: 40 };
/** Room a date label needs on the axis. */
const LABEL_SPACING = 56;

/** The element's content width, followed as it changes (rotation, sidebar, window). */
function useWidth(fallback: number) {
  const ref = useRef<HTMLElement>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(240, Math.floor(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

function niceMax(value: number): number {
  if (value <= 4) return 4;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  return Math.ceil(value / (2 * magnitude)) * 2 * magnitude;
}

/** `label` names the chart for a screen reader; the legend gives each line's total over the days shown. */
export function DailyChart<Key extends string>({
  days,
  series: lines,
  label,
}: {
  days: Array<{ date: string } & Record<Key, number>>;
  series: readonly ChartSeries<Key>[];
  label: string;
}) {
  const [ref, width] = useWidth(720);
  const height = width < 480 ? 200 : 220;
  const max = niceMax(Math.max(0, ...days.flatMap((day) => lines.map((s) => day[s.key]))));
  const plotWidth = width - PAD.left - PAD.right;
  const plotHeight = height - PAD.top - PAD.bottom;
  const x = (index: number) => PAD.left + (days.length > 1 ? (index / (days.length - 1)) * plotWidth : plotWidth / 2);
  const y = (value: number) => PAD.top + plotHeight - (value / max) * plotHeight;
  const ticks = [0, max / 2, max];
  const labelEvery = Math.ceil(days.length / Math.max(2, Math.floor(plotWidth / LABEL_SPACING)));
  const total = (key: Key) => days.reduce((sum, day) => sum + day[key], 0);

  return (
    <figure className="chart" ref={ref}>
      <svg viewBox={`0 0 ${width} ${height}`} width={width} height={height} role="img" aria-label={label}>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={width - PAD.right} y1={y(tick)} y2={y(tick)} className="chart-grid" />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" className="chart-label">
              {tick}
            </text>
          </g>
        ))}
        {days.map(
          (day, index) =>
            index % labelEvery === 0 && (
              <text key={day.date} x={x(index)} y={height - 8} textAnchor="middle" className="chart-label">
                {day.date.slice(8, 10)}/{day.date.slice(5, 7)}
              </text>
            ),
        )}
        {lines.map((series) => (
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
        {lines.map((series) => (
          <span key={series.key}>
            <span className="swatch" style={{ background: series.color }} />
            {series.label}: {total(series.key)} in the last {days.length} days
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
