import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-700.css';
import './components/ui/tokens.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { reloadOnceForNewRelease } from './app/chunk-reload';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { initI18n } from './lib/i18n';
import { startShellQueries } from './shell/boot-queries';
import { queryOptionsAtStart } from './shell/session/query-options';
import { applyTheme } from './shell/theme/theme-variables';

// A CSS or JS preload of an older release is gone: reload once for the new one (see chunk-reload.ts).
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceForNewRelease()) event.preventDefault();
});

// The default theme until the operator's arrives, so the spinner and error pages are themed too.
applyTheme({});
queryOptionsAtStart();
startShellQueries();

/**
 * The rest of the start in a task of its own: the script's own run, the router's and the first render
 * were one task a phone spent 90 ms on (four times that at Lighthouse's pace), input waiting behind it.
 * The calls already made go on meanwhile.
 */
const nextTask = () =>
  new Promise<void>((resolve) => {
    // A message, not a timer: a page whose timers are held (a test's fake clock) still starts.
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

// Rendered whether or not i18next starts: the shell's words are bundled, and a start that waits on a
// promise nobody catches is a page that stays blank. The router is made first, so the route's chunks and
// its loaders' words load while i18next starts and the shell's calls are answered.
const started = initI18n().catch(() => undefined);
void nextTask()
  .then(() => {
    const router = createAppRouter();
    return started.then(nextTask).then(() => router);
  })
  .then((router) => {
    const root = document.getElementById('root');
    if (!root) throw new Error('index.html has no #root');
    createRoot(root).render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  });
