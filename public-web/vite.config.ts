// Two builds: the browser bundle (with a manifest the prerender reads) and, with --ssr, the server entry plus
// the prerender script that imports it, written to dist-server (never served).
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// What every page needs to hydrate. Not ky: pages hold their data, so the HTTP client loads with the first call
// (src/lib/api.ts), in its own chunk.
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|@tanstack|use-sync-external-store)[\\/]/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  server: { port: 5173, proxy: { '/backendapi': 'http://127.0.0.1:3000' } },
  build: isSsrBuild
    ? {
        outDir: 'dist-server',
        emptyOutDir: true,
        rollupOptions: { input: { 'entry-server': 'src/entry-server.tsx', prerender: 'prerender/prerender.ts' } },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        manifest: true,
        rollupOptions: {
          input: 'src/entry-client.tsx',
          // What every page needs to hydrate, in one file: one request and one compression window instead of ten.
          output: { codeSplitting: { groups: [{ name: 'framework', test: FRAMEWORK }] } },
        },
      },
}));
