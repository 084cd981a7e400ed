import { render } from 'preact';
import { App } from './app/App.tsx';
import './styles/base.css';
import './styles/shell.css';

const root = document.getElementById('app');
if (root) render(<App />, root);

// Only the built app has a service worker; the development server serves fresh files on every request.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('./sw.js').catch((error: unknown) => {
      console.warn('Offline support is unavailable:', error);
    });
  });
}
