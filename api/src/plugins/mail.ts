// Mail over SMTP_URL: the one mailer the routes send invites and reset links with (absent without SMTP), and the
// e-mail digest of offers ending soon, sent at DIGEST_HOUR in the region and caught up at start
// (services/expiry-digest.ts).
import fp from 'fastify-plugin';
import { DayBoundary } from '../services/day-boundary.js';
import { DIGEST_HOUR, ExpiryDigest } from '../services/expiry-digest.js';
import { Mailer } from '../services/mailer.js';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer | undefined;
  }
}

export default fp(
  async (app) => {
    const { smtp, regionTz, adminOrigin } = app.config;
    const mailer = smtp && new Mailer(smtp);
    app.decorate('mailer', mailer);
    if (!mailer) {
      app.addHook('onReady', async () => {
        app.log.info('SMTP_URL is not configured: no e-mail digest of offers ending soon is sent');
      });
      return;
    }
    const digest = new ExpiryDigest(app.db, mailer, {
      timeZone: regionTz,
      adminOrigin,
      onSendError: (error, to) => app.log.error({ err: error, to }, 'sending the digest of offers ending soon failed'),
    });
    // One run after another: the day's record already stops a second run from sending; this lets close wait for all.
    let running = Promise.resolve();
    const sendIfDue = () => {
      running = running
        .then(() => digest.sendIfDue(new Date()))
        .then(
          (outcome) => {
            if (outcome) app.log.info(outcome, 'sent the e-mail digest of offers ending soon');
          },
          (error: unknown) => app.log.error({ err: error }, 'the digest of offers ending soon failed'),
        );
    };
    const daily = new DayBoundary(regionTz, sendIfDue, DIGEST_HOUR);
    app.addHook('onReady', async () => {
      sendIfDue();
      daily.start();
    });
    app.addHook('onClose', async () => {
      daily.stop();
      await running;
      mailer.close();
    });
  },
  { name: 'mail', dependencies: ['db'] },
);
