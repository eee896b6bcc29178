import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { Config } from '../src/config';
import { theRow, type Database } from '../src/db/client';
import { trustedDevices, userBrands, userMarkets, users } from '../src/db/schema';
import { hashPassword } from '../src/platform/passwords';
import { DiskStorage } from '../src/platform/storage';

export const BENCH_DB = 'portal_bench';
export const PASSWORD = 'Bench-Password-2026!';
export const DEVICE = 'bench-device';

/** The same server URL naming another database. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A bench account with a password, a trusted device and, for RND, its markets and brands. */
export async function createBenchUser(
  database: Database,
  email: string,
  role: string,
  extra: { markets?: string[]; brandIds?: number[]; projectRole?: string } = {},
): Promise<number> {
  const db = database.db;
  // A reused database (--database) has its bench accounts already.
  const [known] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (known) return known.id;
  const user = theRow(
    await db
      .insert(users)
      .values({
        email,
        firstName: 'Bench',
        surName: role,
        role,
        projectRole: extra.projectRole ?? null,
        status: 'accepted',
        passwordHash: await hashPassword(PASSWORD),
        isFirstTimeLogin: false,
      })
      .returning({ id: users.id }),
    'the new bench user',
  );
  // A trusted device: the sign-in gives a full session without a one-time code.
  await db.insert(trustedDevices).values({ userId: user.id, deviceName: DEVICE });
  if (extra.markets?.length)
    await db
      .insert(userMarkets)
      .values(extra.markets.map((countryCode) => ({ userId: user.id, countryCode })));
  if (extra.brandIds?.length)
    await db.insert(userBrands).values(extra.brandIds.map((brandId) => ({ userId: user.id, brandId })));
  return user.id;
}

export async function signIn(base: string, email: string): Promise<string> {
  return (await signInRecord(base, email)).token;
}

/** The authenticate answer (what the web app keeps as its session). */
export async function signInRecord(base: string, email: string): Promise<{ token: string }> {
  const res = await fetch(`${base}/api/users/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Email: email, Password: PASSWORD, DeviceName: DEVICE }),
  });
  const body = (await res.json()) as { token?: string; isOtpValidationRequired?: boolean };
  if (res.status !== 200 || !body.token || body.isOtpValidationRequired)
    throw new Error(`sign-in of ${email} failed: ${res.status} ${JSON.stringify(body)}`);
  return body as { token: string };
}

/** The real app on a free local port, files under `dataDir`. */
export async function startApp(
  database: Database,
  config: Config,
  dataDir: string,
): Promise<{ app: FastifyInstance; base: string }> {
  const app = await buildApp({
    config,
    database,
    storage: new DiskStorage(path.join(dataDir, 'files')),
    logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { app, base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}
