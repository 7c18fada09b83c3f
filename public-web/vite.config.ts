// Two builds: the browser bundle (with a manifest the prerender reads) and, with --ssr, the server entry plus
// the prerender script that imports it, and the offer pages the API answers, written to dist-server (never served).
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// What every page needs to hydrate: React and the data layer. Not ky: pages hold their data, so the HTTP client loads
// with the first call (src/lib/api.ts), in its own chunk. The router and what it uses are a chunk of their own, which
// the home page's islands never load (docs/decisions/020).
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](query-core|react-query))[\\/]/;
// The small modules of rules and fixed values every page's code shares (shared-types, the operators' details): one file
// instead of a chunk each, which the catalogue's sections (docs/decisions/047) and the pages' chunks import.
const SHARED = /shared-types[\\/]src[\\/](site|rules)\.js$|src[\\/]lib[\\/]site\.ts$/;
const ROUTER =
  /node_modules[\\/](@tanstack[\\/](router-core|react-router|history|store|react-store|router-ssr-query-core|react-router-ssr-query)|use-sync-external-store|seroval|seroval-plugins|cookie-es|isbot)[\\/]/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  server: { port: 5173, proxy: { '/backendapi': 'http://127.0.0.1:3000' } },
  build: isSsrBuild
    ? {
        outDir: 'dist-server',
        emptyOutDir: true,
        rollupOptions: {
          input: {
            'entry-server': 'src/entry-server.tsx',
            prerender: 'prerender/prerender.ts',
            // The API imports it to answer offer addresses without a page (docs/decisions/053).
            'offer-pages': 'prerender/offer-pages.ts',
          },
        },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        manifest: true,
        rollupOptions: {
          input: 'src/entry-client.tsx',
          // The libraries in two files (one request and one compression window each instead of ten).
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', test: FRAMEWORK },
                { name: 'router', test: ROUTER },
                { name: 'shared', test: SHARED },
              ],
            },
          },
        },
      },
}));
