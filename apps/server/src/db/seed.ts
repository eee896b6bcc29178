import { count, eq, sql } from 'drizzle-orm';
import {
  BRANDS,
  CONTRACT_TYPES,
  COUNTRIES,
  PROJECT_STATUSES,
  ROLES,
  type BallClock,
  type Role,
} from '@portal/contract';
import { theRow, type Db } from './client';
import {
  brands,
  contractTypes,
  countries,
  faqs,
  libraryDocuments,
  projectStatuses,
  storedFiles,
  userBrands,
  userMarkets,
  users,
} from './schema';
import { hashPassword } from '../platform/passwords';
import type { Storage } from '../platform/storage';
import { tutorialPdf } from './tutorial-pdf';
import { seedDemoProjects } from './seed-projects';
import { seedDemoDesign } from './seed-design';
import { seedDemoCi } from './seed-ci';
import { syncBallStages } from '../features/projects/kept-ball';
import { loadConfig } from '../config';

/** Reference data, always present; safe to run at every start. */
export async function seedReference(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const c of COUNTRIES) {
      await tx
        .insert(countries)
        .values({ code: c.code, label: c.label, phonePrefix: c.phonePrefix, isEeCluster: c.ee })
        .onConflictDoUpdate({
          target: countries.code,
          set: { label: c.label, phonePrefix: c.phonePrefix, isEeCluster: c.ee },
        });
    }
    for (const b of BRANDS) {
      await tx
        .insert(brands)
        .values({ id: b.id, name: b.name, colour: b.colour, isProfessional: b.professional ?? false })
        .onConflictDoUpdate({
          target: brands.id,
          set: { name: b.name, colour: b.colour, isProfessional: b.professional ?? false },
        });
    }
    for (const [i, name] of CONTRACT_TYPES.entries()) {
      await tx
        .insert(contractTypes)
        .values({ id: i + 1, name })
        .onConflictDoUpdate({ target: contractTypes.id, set: { name } });
    }
    for (const [id, name] of PROJECT_STATUSES.entries()) {
      await tx
        .insert(projectStatuses)
        .values({ id, name })
        .onConflictDoUpdate({ target: projectStatuses.id, set: { name } });
    }
  });
  await syncBallStages(db);
}

export const DEMO_PASSWORD = 'Demo-Portal-2026';

interface DemoAccount {
  email: string;
  firstName: string;
  surName: string;
  role: Role;
  projectRole?: string;
  company?: string;
  contactNumber?: string;
  siteName?: string;
  city?: string;
  markets?: string[];
  brands?: string[];
}

/** One account per role plus a GEC validator (docs/reference-data.md). */
const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'vc@demo.test',
    firstName: 'Valerie',
    surName: 'Carpentier',
    role: ROLES.VC,
    projectRole: 'Validator',
  },
  {
    email: 'gec@demo.test',
    firstName: 'Gerhard',
    surName: 'Eckert',
    role: ROLES.VC,
    projectRole: 'GEC Validator/Data Analyst',
  },
  { email: 'hq@demo.test', firstName: 'Helena', surName: 'Quaranta', role: ROLES.HQ },
  {
    email: 'rnd@demo.test',
    firstName: 'Rafael',
    surName: 'Navarro',
    role: ROLES.RND,
    markets: ['FR', 'DE', 'IT'],
    brands: ['Peugeot', 'Citroen', 'Opel'],
  },
  {
    email: 'originator@demo.test',
    firstName: 'Olivia',
    surName: 'Rousseau',
    role: ROLES.ORIGINATOR,
    company: 'ROUSSEAU ARCHITECTES',
    contactNumber: '+33-1-4567-8910',
    markets: ['FR', 'BE'],
    brands: ['Peugeot', 'Citroen', 'DS Automobiles'],
  },
  {
    email: 'retail@demo.test',
    firstName: 'Luca',
    surName: 'Bianchi',
    role: ROLES.RETAIL,
    siteName: 'AUTO BIANCHI MILANO',
    city: 'MILANO',
    markets: ['IT'],
    brands: ['Fiat', 'Jeep'],
  },
];

const TUTORIAL_GROUPS: Record<string, string[]> = {
  Peugeot: ['Peugeot showroom registration guide', 'Peugeot design validation checklist'],
  Citroen: ['Citroen showroom registration guide', 'Citroen design validation checklist'],
  'DS Automobiles': ['DS Store registration guide'],
  Opel: ['Opel showroom registration guide', 'Opel design validation checklist'],
  Fiat: ['Fiat showroom registration guide'],
  'Fiat Professional': ['Fiat Professional workshop guide'],
  Jeep: ['Jeep showroom registration guide'],
  'Alfa Romeo': ['Alfa Romeo showroom registration guide'],
  Spoticar: ['Spoticar used-vehicle area guide'],
  'Peugeot Professional': ['Peugeot Professional corner guide'],
  'Citroen Professional': ['Citroen Professional corner guide'],
  'Opel Professional': ['Opel Professional corner guide'],
};

/**
 * Demo accounts, projects and requests, design dossiers with notifications, the CI stage (invitations with
 * their mailed links, suppliers' and auditors' files), tutorial documents; each part only when it is missing.
 * `publicUrl` is the address of the mailed links, `ballClock` the ball-in-court calendar and days the demo's
 * overdue project is counted in (the configuration's, read from the environment, for those not given).
 */
export async function seedDemo(
  db: Db,
  storage: Storage,
  opts: { publicUrl?: string; ballClock?: BallClock } = {},
): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    for (const a of DEMO_ACCOUNTS) {
      const [existing] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, a.email))
        .limit(1);
      if (existing) continue;
      const user = theRow(
        await tx
          .insert(users)
          .values({
            email: a.email,
            firstName: a.firstName,
            surName: a.surName,
            role: a.role,
            projectRole: a.projectRole ?? null,
            company: a.company ?? '',
            contactNumber: a.contactNumber ?? '',
            siteName: a.siteName ?? '',
            city: a.city ?? '',
            status: 'accepted',
            passwordHash,
            isFirstTimeLogin: false,
            termsAcceptedAt: a.role === ROLES.ORIGINATOR ? new Date() : null,
            decidedAt: new Date(),
            decidedBy: 'demo seed',
          })
          .returning({ id: users.id }),
        'the new demo user',
      );
      if (a.markets?.length)
        await tx
          .insert(userMarkets)
          .values(a.markets.map((countryCode) => ({ userId: user.id, countryCode })));
      if (a.brands?.length) {
        const rows = await tx.select().from(brands);
        const ids = a.brands.map((name) => {
          const brand = rows.find((b) => b.name === name);
          if (!brand) throw new Error(`seed: unknown brand ${name}`);
          return brand.id;
        });
        await tx.insert(userBrands).values(ids.map((brandId) => ({ userId: user.id, brandId })));
      }
    }
  });
  await seedDemoProjects(db, {
    passwordHash,
    ballClock: opts.ballClock ?? loadConfig().ballClock,
  });
  await seedDemoDesign(db, storage);
  await seedDemoCi(db, storage, {
    publicUrl: opts.publicUrl ?? loadConfig().publicUrl,
  });
  await seedDemoHelp(db, storage);

  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(libraryDocuments)
    .where(eq(libraryDocuments.library, 'tutorial'));
  if (n > 0) return;
  for (const [brandName, titles] of Object.entries(TUTORIAL_GROUPS)) {
    for (const title of titles) {
      const pdf = await tutorialPdf(title, brandName);
      const stored = await storage.put(Buffer.from(pdf));
      await db.transaction(async (tx) => {
        const file = theRow(
          await tx
            .insert(storedFiles)
            .values({
              storageKey: stored.key,
              fileName: `${title}.pdf`,
              contentType: 'application/pdf',
              sizeBytes: stored.sizeBytes,
              sha256: stored.sha256,
            })
            .returning({ id: storedFiles.id }),
          'the new stored file',
        );
        await tx
          .insert(libraryDocuments)
          .values({ library: 'tutorial', brandName, fileId: file.id, uploadedAt: sql`now()` });
      });
    }
  }
}

/** The help desk's FAQ (written in English, spec 002 §5). */
const DEMO_FAQS: [question: string, answer: string][] = [
  [
    'How long does the design validation take?',
    'About two weeks from the submission. The Design Validation tab shows the days since it was submitted.',
  ],
  [
    'Which documents are mandatory?',
    'The Design Validation tab marks them and lists the missing ones when you submit: they depend on the brands, the typology and the CI workstreams.',
  ],
  [
    'How do I invite the supplier of a brand?',
    'Once the project is approved, open its CI Implementation tab and use "Invite the … supplier": the supplier receives a link valid for 30 days.',
  ],
  ['Who can change the FAQ and the document libraries?', 'The Validation Center Team and HQ/Management.'],
];

/** Information pack documents per brand (the Tutorial tab has its own), and the FAQ; once. */
async function seedDemoHelp(db: Db, storage: Storage): Promise<void> {
  const [{ faqCount } = { faqCount: 0 }] = await db.select({ faqCount: count() }).from(faqs);
  if (faqCount === 0)
    await db.insert(faqs).values(DEMO_FAQS.map(([question, answer]) => ({ question, answer })));
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(libraryDocuments)
    .where(eq(libraryDocuments.library, 'infopack'));
  if (n > 0) return;
  for (const brandName of ['Peugeot', 'Citroen', 'Opel', 'DS Automobiles']) {
    const title = `${brandName} Information Pack 2026`;
    const stored = await storage.put(Buffer.from(await tutorialPdf(title, brandName)));
    await db.transaction(async (tx) => {
      const file = theRow(
        await tx
          .insert(storedFiles)
          .values({
            storageKey: stored.key,
            fileName: `${title.replace(/ /g, '_')}.pdf`,
            contentType: 'application/pdf',
            sizeBytes: stored.sizeBytes,
            sha256: stored.sha256,
          })
          .returning({ id: storedFiles.id }),
        'the new stored file',
      );
      await tx
        .insert(libraryDocuments)
        .values({ library: 'infopack', brandName, fileId: file.id, uploadedAt: sql`now()` });
    });
  }
}
