import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { startErrorReporting } from './app/error-reporting.ts';
import { loadCatalogue } from './app/catalogues.ts';
import { initI18n } from './shared/i18n/i18n.ts';

// Strings first, so that the first screen is already in the user's language.
await initI18n(loadCatalogue);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
startErrorReporting();
