import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  // sheetjs-style is one large chunk, loaded only when the admin exports a spreadsheet.
  build: { chunkSizeWarningLimit: 1000 },
  server: { port: 5174, proxy: { '/backendapi': 'http://127.0.0.1:3000' } },
});
