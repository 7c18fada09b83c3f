// The per-day counters (visitors, clicks, views) in the region's calendar, and visitors' events per store and offer,
// counted in memory and written every second and when the app closes.
import fp from 'fastify-plugin';
import { DailyCounters } from '../services/daily-counters.js';
import { VisitorEvents } from '../services/visitor-events.js';

declare module 'fastify' {
  interface FastifyInstance {
    dailyCounters: DailyCounters;
    visitorEvents: VisitorEvents;
  }
}

export default fp(
  async (app) => {
    app.decorate('dailyCounters', new DailyCounters(app.db, app.config.regionTz));
    const events = new VisitorEvents(app.db.$client, app.config.regionTz);
    app.decorate('visitorEvents', events);
    app.publicData.onChange(() => events.idsChanged());
    events.start(app.config.statsFlushMs, (error) => app.log.error({ err: error }, 'writing visitor events failed'));
    app.addHook('onClose', async () => events.stop());
  },
  { name: 'counters', dependencies: ['db', 'public-cache'] },
);
