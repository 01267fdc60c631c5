import '@fontsource-variable/inter';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from './api/query-client';
import { App } from './app/App';
import { initI18n } from './i18n';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// Translations load before the first render so no page ever flashes untranslated keys.
void initI18n().then(() => {
  createRoot(root).render(
    <StrictMode>
      <App queryClient={createQueryClient()} />
    </StrictMode>,
  );
});
