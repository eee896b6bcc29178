import { sql } from 'drizzle-orm';
import { DEFAULT_BALL_DAYS, DEFAULT_CALENDAR, ROLES, type Role } from '@portal/contract';
import { openPostgres, rowsOf } from '../src/db/client';
import { DEMO_PASSWORD, seedDemo, seedReference } from '../src/db/seed';
import { seedBulk } from '../src/db/seed-bulk';
import { hashPassword } from '../src/platform/passwords';
import { S3Storage, type S3Settings } from '../src/platform/storage';

/** A simulated user's account: its own address (its own one-time codes), the demo password. */
export interface SimAccount {
  email: string;
  role: Role;
  /** VC's project role: the GEC validator decides completeness, the others content. */
  projectRole?: string;
}

export const SIM_PASSWORD = DEMO_PASSWORD;

/**
 * Who uses the portal, in proportion (docs/access.md): mostly originators (architects and investors working on
 * their dossiers), then the network's RND and retail people, the Validation Center and a few at HQ.
 */
const MIX: [Role, number][] = [
  [ROLES.ORIGINATOR, 0.4],
  [ROLES.RND, 0.15],
  [ROLES.RETAIL, 0.15],
  [ROLES.VC, 0.2],
  [ROLES.HQ, 0.1],
];

export function simAccounts(users: number): SimAccount[] {
  const accounts: SimAccount[] = [];
  for (const [role, share] of MIX) {
    const n = Math.max(1, Math.round(users * share));
    for (let i = 1; i <= n; i++) {
      const slug =
        role === ROLES.VC
          ? 'vc'
          : role === ROLES.HQ
            ? 'hq'
            : role === ROLES.RND
              ? 'rnd'
              : role === ROLES.RETAIL
                ? 'retail'
                : 'originator';
      accounts.push({
        email: `soak.${slug}${i}@soak.test`,
        role,
        projectRole:
          role === ROLES.VC ? (i % 3 === 1 ? 'GEC Validator/Data Analyst' : 'Validator') : undefined,
      });
    }
  }
  return accounts.slice(0, Math.max(users, MIX.length));
}

/**
 * The soak's database, as one instance's start would leave it plus what the load needs: migrations, reference
 * and demo data (its files in the bucket), `projects` bulk projects, and one account per simulated user with the
 * scope of the demo account of its role. Originators get a share of the bulk projects as their own.
 */
export async function seedSoakDatabase(
  url: string,
  s3: S3Settings,
  projects: number,
  accounts: SimAccount[],
) {
  const database = await openPostgres(url, 4);
  try {
    await database.migrate();
    const db = database.db;
    await seedReference(db);
    await seedDemo(db, new S3Storage(s3), {
      publicUrl: 'http://soak.test/',
      ballClock: { calendar: DEFAULT_CALENDAR, days: DEFAULT_BALL_DAYS },
    });
    if (projects) await seedBulk(db, projects);
    const hash = await hashPassword(SIM_PASSWORD);
    for (const a of accounts) {
      const like =
        a.role === ROLES.VC
          ? 'vc@demo.test'
          : a.role === ROLES.HQ
            ? 'hq@demo.test'
            : a.role === ROLES.RND
              ? 'rnd@demo.test'
              : a.role === ROLES.RETAIL
                ? 'retail@demo.test'
                : 'originator@demo.test';
      await db.execute(sql`
        with src as (select * from users where email = ${like}),
        ins as (
          insert into users (email, first_name, sur_name, role, project_role, company, contact_number, site_name,
                             city, status, password_hash, is_first_time_login, terms_accepted_at, decided_at, decided_by)
          select ${a.email}, 'Soak', ${a.email.split('@')[0] ?? ''}, role, ${a.projectRole ?? null}, company,
                 contact_number, site_name, city, 'accepted', ${hash}, false, terms_accepted_at, now(), 'soak'
          from src returning id
        ),
        m as (insert into user_markets (user_id, country_code)
              select ins.id, um.country_code from ins, user_markets um, src where um.user_id = src.id)
        insert into user_brands (user_id, brand_id)
        select ins.id, ub.brand_id from ins, user_brands ub, src where ub.user_id = src.id`);
    }
    // Each simulated originator takes over a share of the bulk projects (their dossiers, threads, files).
    await db.execute(sql`
      with o as (select id, row_number() over (order by id) - 1 as k, count(*) over () as n
                 from users where email like 'soak.originator%@soak.test')
      update projects p set originator_user_id = o.id
      from o where o.k = p.id % o.n and p.id % 4 = 0`);
    const [counts] = rowsOf<{ projects: number; users: number }>(
      await db.execute(sql`select (select count(*) from projects)::int as projects,
                                  (select count(*) from users)::int as users`),
    );
    return counts;
  } finally {
    await database.close();
  }
}
