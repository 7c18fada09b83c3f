// Request and response schemas of the visitor, category-click and ad-click counters and the daily statistics.
import { type Static, Type } from 'typebox';

export const CountResponse = Type.Object({ count: Type.Integer() });
export const ResetResponse = Type.Object({ count: Type.Literal(0) });

export const DailyStatsQuery = Type.Object({
  days: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 366, default: 30, description: 'How many days, ending today' }),
  ),
});

export const DailyStats = Type.Object({
  days: Type.Array(
    Type.Object({
      date: Type.String({ format: 'date', description: 'A calendar day (YYYY-MM-DD) in REGION_TZ' }),
      visitors: Type.Integer(),
      categoryClicks: Type.Integer(),
      adClicks: Type.Integer(),
      adViews: Type.Integer(),
    }),
  ),
});

export type DailyRow = Static<typeof DailyStats>['days'][number];
/** Every counter: the events counted per day, whose running totals the admin reads and resets. */
export type CounterName = Exclude<keyof DailyRow, 'date'>;
