/**
 * Boot: language, the root actors, then the app: hydrated over a prerendered page when its first-paint script
 * said the markup is this visitor's, rendered from scratch otherwise (src/app/first-paint.ts). Global errors
 * are logged and passed on (SPEC.md §8).
 */
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createI18n, rememberLanguage, storedLanguage } from './app/i18n';
import { App, createRootServices } from './app/root';
import { tokenStorage } from './app/actors/session';
import { takeOverPage } from './app/first-paint';
import './ui/theme/global.css';

window.addEventListener('error', (event) => console.error('Unhandled error:', event.error ?? event.message));
window.addEventListener('unhandledrejection', (event) => console.error('Unhandled rejection:', event.reason));

async function boot() {
  const language = storedLanguage();
  rememberLanguage(language);
  const i18n = await createI18n(language);
  const services = createRootServices(i18n, tokenStorage.read());
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const app = <App i18n={i18n} services={services} />;
  if (takeOverPage(container) === 'hydrate') {
    hydrateRoot(container, app, {
      // Markup that does not match is rendered again by React, which the user sees as a flash: say so.
      onRecoverableError: (error) => console.error('Hydration of the prerendered page failed:', error),
    });
  } else {
    createRoot(container).render(app);
  }
}

void boot();
