/**
 * The web application's build: `npm run build:web` (npm ci runs it) writes web/dist, which
 * `glp serve` serves at /. `npm run dev:web` serves the sources with hot reload and passes the
 * API's paths to a `glp serve` running on port 8080 (GLP_API_URL to change it).
 *
 * Everything the page loads is bundled here and served from this origin: the gov.br Design
 * System's CSS, Font Awesome, the Raleway font, Leaflet. No CDN. assetsInlineLimit 0: fonts and
 * images stay files (hashed), never data: URLs, so the page's CSP can stay narrow.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.GLP_API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    assetsInlineLimit: 0,
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1024,
  },
  server: {
    proxy: Object.fromEntries(['/api', '/ogc', '/docs', '/openapi.json'].map((p) => [p, { target: api, changeOrigin: false }])),
  },
});
