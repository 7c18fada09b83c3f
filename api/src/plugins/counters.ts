// The per-day counters (visitors, clicks, views) in the region's calendar.
import fp from 'fastify-plugin';
import { DailyCounters } from '../services/daily-counters.js';

declare module 'fastify' {
  interface FastifyInstance {
    dailyCounters: DailyCounters;
  }
}

export default fp(
  async (app) => {
    app.decorate('dailyCounters', new DailyCounters(app.db, app.config.regionTz));
  },
  { name: 'counters', dependencies: ['db'] },
);
