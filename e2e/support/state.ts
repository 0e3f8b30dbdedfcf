import { readFileSync } from 'node:fs';

/** What global setup hands to the tests, as JSON in its temp dir (path in VIGIL_E2E_STATE). */
export interface E2EState {
  port: number;
  tempDir: string;
  dataDir: string;
  /** Every e-mail the local SMTP server receives is written here as one JSON file. */
  mailDir: string;
  smtpPort: number;
  serverPid: number;
  serverLog: string;
  /** A personal access token of admin@acme.test (ADMIN in acme). */
  adminToken: string;
  /** A one-time sign-in link of manager@acme.test (MANAGER in acme), printed by the CLI. */
  managerLoginLink: string;
  /** A personal access token of manager@acme.test, for journeys that need the manager signed in again. */
  managerToken: string;
  /** A personal access token of worker@acme.test (STAFF in acme), who reports incidents. */
  staffToken: string;
  /** The fake microphone's WAV, or null when pocketsphinx, espeak-ng or sox is missing. */
  voiceWav: string | null;
}

export const STATE_ENV = 'VIGIL_E2E_STATE';

export const ACME = { slug: 'acme', name: 'Acme Logistics' } as const;
export const BETA = { slug: 'beta', name: 'Beta Builders' } as const;
export const ADMIN_EMAIL = 'admin@acme.test';
export const MANAGER_EMAIL = 'manager@acme.test';
/** A STAFF user of acme (Edit Me) whom the administration journey edits. */
export const EDIT_ME_EMAIL = 'edit.me@acme.test';
/** A STAFF user of acme (Wes Worker) who reports incidents in the incidents journey. */
export const STAFF_EMAIL = 'worker@acme.test';

let cached: E2EState | undefined;

export function vigil(): E2EState {
  if (cached) return cached;
  const file = process.env[STATE_ENV];
  if (!file) throw new Error(`${STATE_ENV} is not set: run the tests through e2e/playwright.config.ts`);
  cached = JSON.parse(readFileSync(file, 'utf8')) as E2EState;
  return cached;
}

/** The browser address of a tenant: its slug is the first label of the host. */
export function tenantOrigin(slug: string): string {
  return `http://${slug}.localhost:${vigil().port}`;
}
