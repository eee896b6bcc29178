import pino from 'pino';
import { buildApp } from './app';
import { portalScheduler } from './jobs';
import { ConfigError, loadConfig } from './config';
import { ExtractWorker } from './features/dashboard/prepared/worker';
import { openDatabase } from './db/client';
import { seedDemo, seedReference } from './db/seed';
import { safeLoggerOptions } from './platform/logging';
import { MailWorker } from './platform/mail';
import { jobLogger } from './platform/request-id';
import { sweepOrphans } from './platform/orphan-sweep';
import { createStorage } from './platform/storage';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const log = pino(safeLoggerOptions({ level: config.logLevel }));
  const database = await openDatabase(config);
  try {
    await database.migrate();
  } catch (err) {
    log.fatal({ err }, 'database migration failed');
    await database.close().catch(() => undefined);
    process.exit(1);
  }
  const storage = createStorage(config);
  try {
    await storage.check();
  } catch (err) {
    log.fatal(
      { err },
      config.s3 ? `bucket ${config.s3.bucket} cannot be reached` : 'file storage is not writable',
    );
    await database.close().catch(() => undefined);
    process.exit(1);
  }
  await seedReference(database.db);
  if (config.demo)
    await seedDemo(database.db, storage, { publicUrl: config.publicUrl, ballClock: config.ballClock });

  const app = await buildApp({ config, database, storage });
  // BACKGROUND_JOBS=0 keeps this instance to answering requests (docs/production.md "Background work").
  const worker =
    config.backgroundJobs && config.smtpUrl
      ? new MailWorker(database.db, config.smtpUrl, config.mailFrom, app.log, config.mailPollMs, app.metrics)
      : undefined;
  const scheduler = config.backgroundJobs
    ? portalScheduler({ db: database.db, config, storage, log: app.log, metrics: app.metrics })
    : undefined;

  const extracts = config.extractWorker
    ? new ExtractWorker({ db: database.db, storage, config }, app.log, {
        pollMs: config.extractPollMs,
        metrics: app.metrics,
      })
    : undefined;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close(); // stops accepting, lets running requests finish
    // A prepared extract in progress is cut off and handed back: another instance makes it (decision 031).
    await Promise.all([worker?.stop(), scheduler?.stop(), extracts?.stop()]);
    await database.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  worker?.start();
  scheduler?.start();
  extracts?.start();
  // What a crash mid-upload left behind; in the background, so a large bucket does not delay the start.
  const sweepLog = jobLogger(app.log, 'orphan-sweep');
  app.metrics
    .timeJob('orphan-sweep', () => sweepOrphans(database.db, storage))
    .then((swept) => sweepLog.info(swept, 'orphan files swept'))
    .catch((err: unknown) => sweepLog.error({ err }, 'orphan file sweep failed'));
  app.log.info(
    {
      database: database.kind,
      demo: config.demo,
      host: config.host,
      mail: config.smtpUrl ? 'smtp' : 'outbox only',
      backgroundJobs: config.backgroundJobs,
      extractWorker: config.extractWorker,
    },
    `portal ready on ${config.publicUrl}`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
