// Request and response schemas of visitors' events (POST /events) and a store's stats (GET /stats/stores/{id}).
import { VISITOR_EVENTS, type VisitorEvent } from '@offerboard/shared-types/rules';
import { type Static, Type } from 'typebox';
import { IdString } from '../../lib/ids.js';

export const EventBody = Type.Object(
  {
    type: Type.Union(
      VISITOR_EVENTS.map((type) => Type.Literal(type)),
      { description: 'A page view, or a tap on WhatsApp, Call, Directions (any map link), Share or Save' },
    ),
    offerId: Type.Optional(IdString),
    storeId: Type.Optional(IdString),
  },
  { additionalProperties: false, description: 'Any other field is dropped, never stored' },
);

/** One count per event type. */
const countFields = Object.fromEntries(VISITOR_EVENTS.map((type) => [type, Type.Integer({ minimum: 0 })])) as Record<
  VisitorEvent,
  ReturnType<typeof Type.Integer>
>;
const EventCounts = Type.Object(countFields);

export const StoreStatsQuery = Type.Object({
  days: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 366, default: 30, description: 'How many days, ending today' }),
  ),
});

export const StoreStats = Type.Object({
  from: Type.String({ format: 'date', description: 'The first day (YYYY-MM-DD) in REGION_TZ' }),
  to: Type.String({ format: 'date', description: 'The last day, today in REGION_TZ' }),
  days: Type.Array(Type.Object({ date: Type.String({ format: 'date' }), ...countFields }), {
    description: "The store's events per day, from its own page and its offers' pages, oldest first, zeros filled",
  }),
  totals: EventCounts,
  offers: Type.Array(Type.Object({ _id: IdString, title: Type.String(), ...countFields }), {
    description: "Each of the store's offers with its events over these days, most viewed first",
  }),
});

export type StoreStatsAnswer = Static<typeof StoreStats>;
export type EventCountsRow = Static<typeof EventCounts>;
