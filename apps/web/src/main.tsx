import { render } from 'preact';
// The page-wide styles first, so that each screen's own styles come after them and win where they differ.
import './styles/base.css';
import './styles/shell.css';
import { App } from './app/app.tsx';
import { registerServiceWorker } from './shell/service-worker.ts';

const root = document.getElementById('app');
if (root) render(<App />, root);

// Only the built app has a service worker; the development server serves fresh files on every request.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => registerServiceWorker(navigator.serviceWorker, './sw.js'));
}
