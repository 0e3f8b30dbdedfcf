import path from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DataDirLockedError } from './db/lock.js';
import { createJobRunner } from './jobs/index.js';
import { listTenantIds } from './modules/clients/clients.repository.js';
import { scheduleWeeklyReports } from './modules/weekly/weekly.schedule.js';
import { bootstrapDefaultTenant } from './platform/bootstrap.js';
import { createLogger } from './platform/logger.js';
import { createTransport, Mailer } from './platform/mailer.js';
import { uploadDirOf } from './platform/storage/create-storage.js';
import { sweepPartialUploads } from './platform/storage/sweep.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const database = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: path.resolve(config.DATA_DIR) },
  );
  const mailer = new Mailer(
    database.db,
    createTransport({ smtpUrl: config.SMTP_URL, logger }),
    config.MAIL_FROM,
    logger,
  );
  const deps = { config, database, mailer };
  const app = await buildApp(deps, { logger });
  const firstRunLink = await bootstrapDefaultTenant(deps, logger);
  // Every tenant's next Monday 06:00 report is queued (idempotent); each run queues the one after.
  // Hourly again, so a tenant created meanwhile (CLI, admin) is scheduled without a restart.
  const scheduleWeekly = () =>
    scheduleWeeklyReports(database.db, { defaultTimeZone: config.TZ_DEFAULT }).catch((error: unknown) =>
      logger.error({ err: error }, 'could not schedule weekly reports'),
    );
  await scheduleWeekly();
  // Temporary files of uploads cut off by a crash; old ones only, another node may be mid-upload.
  const removedParts = await sweepPartialUploads(uploadDirOf(config));
  if (removedParts > 0) logger.info({ removed: removedParts }, 'removed unfinished uploads');
  const weeklyTimer = setInterval(() => void scheduleWeekly(), 3_600_000);
  weeklyTimer.unref();
  // Analysis jobs run here unless JOBS_IN_PROCESS=false leaves them to `npm run worker` processes.
  const runner = config.JOBS_IN_PROCESS ? createJobRunner(deps, logger) : null;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    await app.close();
    await app.drain();
    clearInterval(weeklyTimer);
    await runner?.stop();
    await mailer.idle();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  logger.info(`Vigil is running at ${config.PUBLIC_URL} (database: ${database.engine})`);
  if (firstRunLink) {
    process.stdout.write(
      `\nNo administrator yet in client "${config.DEFAULT_CLIENT}". To sign up as ${config.ADMIN_EMAIL}, open:\n\n    ${firstRunLink}\n\n`,
    );
  }
  runner?.start();
  // Mail left unsent by an earlier run (a crash, an SMTP outage) goes out now.
  for (const tenantId of await listTenantIds(database.db)) mailer.kick(tenantId);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
