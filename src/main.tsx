/** Boot: language, then the app root. Global errors are logged and passed on (SPEC.md §8). */
import { createRoot } from 'react-dom/client';
import { StrictMode } from 'react';
import { createI18n, rememberLanguage, storedLanguage } from './app/i18n';
import { Root } from './app/root';
import './ui/theme/global.css';

window.addEventListener('error', (event) => console.error('Unhandled error:', event.error ?? event.message));
window.addEventListener('unhandledrejection', (event) => console.error('Unhandled rejection:', event.reason));

async function boot() {
  const language = storedLanguage();
  rememberLanguage(language);
  const i18n = await createI18n(language);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <Root i18n={i18n} />
    </StrictMode>,
  );
}

void boot();
