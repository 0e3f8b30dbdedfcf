import { execFileSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.js';

/**
 * The server's port is chosen here, before global setup runs, because the tenants' addresses
 * (use.baseURL, PUBLIC_URL, the links the CLI prints) all contain it. The runner sets it in its
 * environment, so global setup and the workers, which inherit that environment, agree on it.
 */
function freePort(): string {
  const probe =
    "const s=require('node:net').createServer();" +
    "s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();});";
  return execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8' }).trim();
}

process.env.VIGIL_E2E_PORT ||= freePort();
const port = process.env.VIGIL_E2E_PORT;

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  // One server, one embedded database: the journeys run one after another.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    // Tenant "acme" is the first label of the host; Chromium resolves *.localhost to loopback.
    baseURL: `http://acme.localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium' }],
});
