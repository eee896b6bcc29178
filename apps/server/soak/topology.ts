import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startLocalS3, type LocalS3 } from '../test/s3';
import { Instance } from './instances';
import { Mailbox } from './mailbox';
import { freePort, Nginx, renderNginx } from './nginx';

export const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const deployDir = path.resolve(serverDir, '..', '..', 'deploy', 'nginx');
/** What every instance is given as in production; MAX_UPLOAD_MB as the default. */
const MAX_UPLOAD_MB = 100;

export interface Topology {
  dir: string;
  databaseUrl: string;
  s3: LocalS3;
  mailbox: Mailbox;
  instances: Instance[];
  nginx: Nginx;
  /** The balancer's configuration routing to these instances (a rolling restart leaves one out). */
  balancing(to: Instance[]): { main: string; portal: string };
  base: URL;
  close(): Promise<void>;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A fresh database on the local PostgreSQL (`portal_soak_<random>`), dropped by `drop()`. */
export async function soakDatabase(adminUrl: string) {
  const name = `portal_soak_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  // Without autovacuum no visibility map is set and dead rows pile up: the unread count reads the heap for every
  // row and the kept counts' folded rows stay. Production runs it; a machine set up for tests may not (this one's
  // CI configuration turns it off), and a soak there measures that instead (README "Running in production").
  const autovacuum =
    (await admin.query<{ autovacuum: string }>('show autovacuum')).rows[0]?.autovacuum ?? '?';
  return {
    name,
    autovacuum,
    url: withDatabase(adminUrl, name),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * The fleet on this machine: the S3-compatible store (s3rver, the tests' one), the SMTP peer, `count` instances
 * of the built server on one database, and nginx in front with the repository's configuration. Logs in `dir`.
 */
export async function startStores(): Promise<{ dir: string; s3: LocalS3; mailbox: Mailbox }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-soak-'));
  const s3 = await startLocalS3('portal-soak-files');
  const mailbox = new Mailbox();
  await mailbox.start();
  return { dir, s3, mailbox };
}

export async function startFleet(
  stores: { dir: string; s3: LocalS3; mailbox: Mailbox },
  databaseUrl: string,
  count: number,
): Promise<Topology> {
  const { dir, s3, mailbox } = stores;
  const nginxPort = await freePort();
  const publicUrl = `http://127.0.0.1:${nginxPort}`;
  const s3env = s3.settings;
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    DEMO: '0',
    PUBLIC_URL: publicUrl,
    // nginx connects from the loopback: its X-Forwarded-For is believed, anyone else's is not.
    TRUST_PROXY: '127.0.0.1',
    SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
    MAIL_POLL_MS: '250',
    MAX_UPLOAD_MB: String(MAX_UPLOAD_MB),
    S3_ENDPOINT: s3env.endpoint ?? '',
    S3_BUCKET: s3env.bucket,
    S3_REGION: s3env.region,
    S3_ACCESS_KEY_ID: s3env.accessKeyId ?? '',
    S3_SECRET_ACCESS_KEY: s3env.secretAccessKey ?? '',
    S3_FORCE_PATH_STYLE: '1',
    MAP_TILE_URL: 'none',
    GEOCODER_URL: 'none',
    LOG_LEVEL: 'warn',
  };
  const instances: Instance[] = [];
  for (let i = 0; i < count; i++) {
    const dataDir = path.join(dir, `data-${i + 1}`);
    fs.mkdirSync(dataDir, { recursive: true });
    instances.push(
      new Instance(`instance-${i + 1}`, await freePort(), serverDir, { ...env, DATA_DIR: dataDir }, dir),
    );
  }
  const nginx = new Nginx(path.join(dir, 'nginx'), nginxPort);
  /** The balancer's configuration routing to these instances. */
  const balancing = (to: Instance[]) =>
    renderNginx(deployDir, {
      listen: `127.0.0.1:${nginxPort}`,
      upstreams: to.map((i) => i.address),
      maxUploadMb: MAX_UPLOAD_MB,
    });
  try {
    // Started one after the other: the first migrates (under the advisory lock) while the others would wait.
    for (const inst of instances) await inst.start();
    await nginx.start(balancing(instances));
  } catch (err) {
    // Nothing of a fleet that did not come up may outlive the script.
    await nginx.stop();
    await Promise.all(instances.map((i) => i.kill()));
    throw err;
  }
  return {
    dir,
    databaseUrl,
    s3,
    mailbox,
    instances,
    nginx,
    balancing,
    base: new URL(publicUrl),
    close: async () => {
      await nginx.stop();
      await Promise.all(instances.map((i) => i.stop()));
    },
  };
}
