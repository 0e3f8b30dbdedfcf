import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config as zodConfig } from 'zod/v4/core';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';

// The server's CSP has no 'unsafe-eval'. Zod's JIT probes `Function('')` on the first parse, which
// the browser reports as a CSP violation; jitless mode skips the probe and compiles nothing.
zodConfig({ jitless: true });

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element in index.html');

createRoot(root).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
