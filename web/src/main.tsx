/**
 * Entry point. Everything is loaded from this origin: the gov.br Design System's CSS, Font
 * Awesome 5 (the icons the DS uses), Raleway (the DS's documented fallback for Rawline, which
 * is not published on npm), Leaflet's CSS, then ours.
 */
import '@govbr-ds/core/dist/core.min.css';
import '@fortawesome/fontawesome-free/css/fontawesome.min.css';
import '@fortawesome/fontawesome-free/css/solid.min.css';
import '@fortawesome/fontawesome-free/css/regular.min.css';
import '@fontsource/raleway/latin-300.css';
import '@fontsource/raleway/latin-400.css';
import '@fontsource/raleway/latin-400-italic.css';
import '@fontsource/raleway/latin-500.css';
import '@fontsource/raleway/latin-600.css';
import '@fontsource/raleway/latin-700.css';
import '@fontsource/raleway/latin-ext-400.css';
import '@fontsource/raleway/latin-ext-600.css';
import 'leaflet/dist/leaflet.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
