import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { createJobRunner } from './jobs/index.js';
import { createLogger } from './platform/logger.js';
import { createTransport, Mailer } from './platform/mailer.js';

/** Thrown before anything opens: an embedded database belongs to the one web process. */
class WorkerConfigError extends Error {}

/**
 * `npm run worker`: runs analysis jobs from the shared PostgreSQL queue (DESIGN section 13). Start as
 * many as needed; each claims jobs with SKIP LOCKED, so none runs a job another one holds.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.DATABASE_URL) {
    throw new WorkerConfigError(
      'npm run worker needs DATABASE_URL (PostgreSQL). The embedded database (PGlite) can be opened by ' +
        'one process only, so without DATABASE_URL analysis jobs run inside the web process (JOBS_IN_PROCESS=true).',
    );
  }
  const logger = createLogger(config.LOG_LEVEL);
  const database = await openDatabase({ url: config.DATABASE_URL });
  const mailer = new Mailer(
    database.db,
    createTransport({ smtpUrl: config.SMTP_URL, logger }),
    config.MAIL_FROM,
    logger,
  );
  const runner = createJobRunner({ config, database, mailer }, logger).start();
  logger.info({ worker: runner.workerId }, 'job worker started');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal, worker: runner.workerId, completed: runner.completed }, 'job worker stopping');
    await runner.stop();
    await mailer.idle();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof WorkerConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
