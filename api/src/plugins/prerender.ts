// Regenerates the public site's pages after changes to public data and at each day boundary in the region.
import fp from 'fastify-plugin';
import { PrerenderTrigger, runPrerenderScript } from '../services/prerender-trigger.js';

export default fp(
  async (app) => {
    const { config } = app;
    const prerender = config.prerender;
    if (!prerender) return;
    const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
    // The allowed variables of the API's own environment (never its secrets), then the prerender's settings.
    const env = {
      ...prerender.inheritedEnv,
      API_ORIGIN: `http://${host.includes(':') ? `[${host}]` : host}:${config.apiPort}`,
      PUBLIC_ORIGIN: config.publicOrigin,
      PRERENDER_OUT_DIR: prerender.outDir,
    };
    const trigger = new PrerenderTrigger({
      run: () => runPrerenderScript(prerender.script, env),
      debounceMs: prerender.debounceMs,
      timeZone: config.regionTz,
      onError: (error) => app.log.error({ err: error }, 'regenerating the public pages failed'),
    });
    app.publicData.onChange(() => trigger.schedule());
    app.addHook('onReady', async () => trigger.start());
    // The prerender reads the API over HTTP: the catch-up run (changes while the API was down, or every page when
    // there are none yet) starts once it listens.
    app.addHook('onListen', async () => void trigger.runNow());
    // Stopping starts before the server closes, so a run cut off by the closing API is not reported as a failure;
    // the run itself is awaited once the server has closed.
    app.addHook('preClose', (done) => {
      void trigger.stop();
      done();
    });
    app.addHook('onClose', () => trigger.stop());
  },
  { name: 'prerender', dependencies: ['public-cache'] },
);
