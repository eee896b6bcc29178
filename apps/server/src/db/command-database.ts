import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase, openPostgres, type Database } from './client';

/**
 * The database a command (`seed:bulk`, `rollups:rebuild`) works on: `--database-url`, else DATABASE_URL
 * (PostgreSQL), else the embedded one in DATA_DIR. A URL that is not postgres:// ends the command with exit
 * code 2. `where` names it for the command's first line, without credentials.
 */
export async function openCommandDatabase(
  databaseUrl: string | undefined,
): Promise<{ database: Database; where: string }> {
  const config = loadConfig();
  const url = databaseUrl ?? config.databaseUrl;
  if (url && !/^postgres(ql)?:\/\//.test(url)) {
    console.error('--database-url must be a postgres:// connection string');
    process.exit(2);
  }
  const database = url ? await openPostgres(url, 2) : await openDatabase({ dataDir: config.dataDir });
  const where = url ? new URL(url).host + new URL(url).pathname : path.join(config.dataDir, 'db');
  return { database, where };
}
