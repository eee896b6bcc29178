import { eq, inArray, sql } from 'drizzle-orm';
import { ROLES, STATUS, startedLate, type BallClock } from '@portal/contract';
import { theRow, type Db, type Tx } from './client';
import { present } from './present';
import {
  auditLog,
  originatorRequests,
  projectBrands,
  projects,
  projectStatusHistory,
  sites,
  userBrands,
  userMarkets,
  users,
  type RequestBrand,
} from './schema';
import { brandCopies } from '../features/projects/list-copies';
import { nextProjectCode } from '../features/projects/create';

/**
 * Demo projects (docs/reference-data.md, issue 3 §1): about 60 projects in 12 countries, on shared sites (several
 * projects each, so Site history has rows) and on new locations, in every status of docs/lifecycle.md with a
 * plausible, backdated status history; plus originator requests in every state. Dates are relative to
 * the moment of seeding, contract types, sales volumes and map offsets come from a fixed-seed generator,
 * so every fresh demo looks the same. Runs once: an audit row marks it done.
 */

export const DEMO_PROJECTS_MARKER = 'demo.seedProjects';
const SECOND_ORIGINATOR_EMAIL = 'klaus.weber@demo.test';

const DAY = 86_400_000;

/** City centres the sites sit near (WGS 84). */
const CITIES = {
  PARIS: { cc: 'FR', lat: 48.8566, lon: 2.3522 },
  LYON: { cc: 'FR', lat: 45.764, lon: 4.8357 },
  MARSEILLE: { cc: 'FR', lat: 43.2965, lon: 5.3698 },
  BORDEAUX: { cc: 'FR', lat: 44.8378, lon: -0.5792 },
  TOULOUSE: { cc: 'FR', lat: 43.6047, lon: 1.4442 },
  NANTES: { cc: 'FR', lat: 47.2184, lon: -1.5536 },
  RENNES: { cc: 'FR', lat: 48.1173, lon: -1.6778 },
  METZ: { cc: 'FR', lat: 49.1193, lon: 6.1757 },
  LILLE: { cc: 'FR', lat: 50.6292, lon: 3.0573 },
  BERLIN: { cc: 'DE', lat: 52.52, lon: 13.405 },
  MÜNCHEN: { cc: 'DE', lat: 48.1351, lon: 11.582 },
  HAMBURG: { cc: 'DE', lat: 53.5511, lon: 9.9937 },
  KÖLN: { cc: 'DE', lat: 50.9375, lon: 6.9603 },
  'FRANKFURT AM MAIN': { cc: 'DE', lat: 50.1109, lon: 8.6821 },
  STUTTGART: { cc: 'DE', lat: 48.7758, lon: 9.1829 },
  MILANO: { cc: 'IT', lat: 45.4642, lon: 9.19 },
  ROMA: { cc: 'IT', lat: 41.9028, lon: 12.4964 },
  TORINO: { cc: 'IT', lat: 45.0703, lon: 7.6869 },
  NAPOLI: { cc: 'IT', lat: 40.8518, lon: 14.2681 },
  BOLOGNA: { cc: 'IT', lat: 44.4949, lon: 11.3426 },
  MADRID: { cc: 'ES', lat: 40.4168, lon: -3.7038 },
  BARCELONA: { cc: 'ES', lat: 41.3874, lon: 2.1686 },
  VALENCIA: { cc: 'ES', lat: 39.4699, lon: -0.3763 },
  SEVILLA: { cc: 'ES', lat: 37.3891, lon: -5.9845 },
  BRUXELLES: { cc: 'BE', lat: 50.8503, lon: 4.3517 },
  ANTWERPEN: { cc: 'BE', lat: 51.2194, lon: 4.4025 },
  LIÈGE: { cc: 'BE', lat: 50.6326, lon: 5.5797 },
  AMSTERDAM: { cc: 'NL', lat: 52.3676, lon: 4.9041 },
  ROTTERDAM: { cc: 'NL', lat: 51.9244, lon: 4.4777 },
  UTRECHT: { cc: 'NL', lat: 52.0907, lon: 5.1214 },
  WARSZAWA: { cc: 'PL', lat: 52.2297, lon: 21.0122 },
  KRAKÓW: { cc: 'PL', lat: 50.0647, lon: 19.945 },
  WROCŁAW: { cc: 'PL', lat: 51.1079, lon: 17.0385 },
  LISBOA: { cc: 'PT', lat: 38.7223, lon: -9.1393 },
  PORTO: { cc: 'PT', lat: 41.1579, lon: -8.6291 },
  LONDON: { cc: 'GB', lat: 51.5072, lon: -0.1276 },
  MANCHESTER: { cc: 'GB', lat: 53.4808, lon: -2.2426 },
  BIRMINGHAM: { cc: 'GB', lat: 52.4862, lon: -1.8904 },
  WIEN: { cc: 'AT', lat: 48.2082, lon: 16.3738 },
  GRAZ: { cc: 'AT', lat: 47.0707, lon: 15.4395 },
  LINZ: { cc: 'AT', lat: 48.3069, lon: 14.2858 },
} satisfies Record<string, { cc: string; lat: number; lon: number }>;

const PHONE_PREFIX: Record<string, string> = {
  FR: '+33',
  DE: '+49',
  IT: '+39',
  ES: '+34',
  BE: '+32',
  NL: '+31',
  PL: '+48',
  PT: '+351',
  GB: '+44',
  AT: '+43',
};

interface SiteSeed {
  key: string;
  city: keyof typeof CITIES;
  name: string;
  street: string;
  zip: string;
  /** France only (one of FRANCE_REGIONS). */
  region?: string;
  contact: string;
  /** The Retail Location demo account's site. */
  retail?: boolean;
}

// Sites shared by several projects first, then the new locations of one project each.
const SITES: SiteSeed[] = [
  {
    key: 'paris15',
    city: 'PARIS',
    name: 'GARAGE DU CENTRE PARIS 15',
    street: '112 RUE DE VAUGIRARD',
    zip: '75015',
    region: 'DR IDF Nord',
    contact: 'JEAN MARTIN',
  },
  {
    key: 'lyon',
    city: 'LYON',
    name: 'AUTOMOBILES RHÔNE SAÔNE',
    street: '25 COURS GAMBETTA',
    zip: '69007',
    region: 'DR Lyon',
    contact: 'CLAIRE DUBOIS',
  },
  {
    key: 'milano',
    city: 'MILANO',
    name: 'AUTO BIANCHI MILANO',
    street: 'VIALE CERTOSA 130',
    zip: '20156',
    contact: 'LUCA BIANCHI',
    retail: true,
  },
  {
    key: 'munich',
    city: 'MÜNCHEN',
    name: 'AUTOHAUS ISARTAL',
    street: 'LEOPOLDSTRASSE 144',
    zip: '80804',
    contact: 'STEFAN HUBER',
  },
  {
    key: 'brussels',
    city: 'BRUXELLES',
    name: 'GARAGE MEISER BRUXELLES',
    street: 'BOULEVARD GÉNÉRAL WAHIS 21',
    zip: '1030',
    contact: 'SOPHIE PEETERS',
  },
  {
    key: 'madrid',
    city: 'MADRID',
    name: 'CONCESIONARIO CASTELLANA',
    street: 'PASEO DE LA CASTELLANA 210',
    zip: '28046',
    contact: 'JAVIER GARCÍA',
  },
  {
    key: 'london',
    city: 'LONDON',
    name: 'ROYAL PARK MOTORS',
    street: '45 KENSINGTON HIGH STREET',
    zip: 'W8 5ED',
    contact: 'OLIVER SMITH',
  },
  {
    key: 'amsterdam',
    city: 'AMSTERDAM',
    name: 'AUTOBEDRIJF AMSTEL',
    street: 'WIBAUTSTRAAT 120',
    zip: '1091 GP',
    contact: 'DAAN DE VRIES',
  },
  ...(
    [
      [
        'PARIS',
        'GARAGE DE LA GRANDE ARMÉE',
        '85 AVENUE DE LA GRANDE ARMÉE',
        '75016',
        'DR IDF Nord',
        'PAUL LEROY',
      ],
      ['MARSEILLE', 'AUTOS DU PRADO', '200 AVENUE DU PRADO', '13008', 'DR Lyon', 'MARC FABRE'],
      ['BORDEAUX', 'GARAGE DES QUAIS', '14 QUAI DE BACALAN', '33300', 'DR Bordeaux', 'ANNE LAFFITTE'],
      ['TOULOUSE', 'CAPITOLE AUTOMOBILES', '32 ALLÉES JEAN JAURÈS', '31000', 'DR Toulouse', 'LUC BERTRAND'],
      [
        'NANTES',
        'ATLANTIQUE AUTOS NANTES',
        '5 BOULEVARD DE LA PRAIRIE AU DUC',
        '44200',
        'DR Nantes',
        'EMMA GUERIN',
      ],
      ['RENNES', 'GARAGE DE BRETAGNE', '40 AVENUE JANVIER', '35000', 'DR Rennes', 'YANN LE GALL'],
      ['METZ', 'MOSELLE AUTOMOBILES', '18 RUE SERPENOISE', '57000', 'DR Metz', 'THOMAS MULLER'],
      ['LILLE', 'FLANDRES AUTOMOBILES', '77 RUE NATIONALE', '59000', 'DR IDF Nord', 'JULIE LEFEBVRE'],
      ['LYON', 'DS STORE LYON BELLECOUR', '9 PLACE BELLECOUR', '69002', 'DR Lyon', 'HUGO MOREL'],
      ['BERLIN', 'AUTOHAUS SPREE', 'KURFÜRSTENDAMM 190', '10707', '', 'ANNA SCHMIDT'],
      ['HAMBURG', 'AUTOHAUS ALSTER', 'HAMMER LANDSTRASSE 55', '20537', '', 'JONAS BECKER'],
      ['KÖLN', 'AUTOHAUS RHEINUFER', 'AACHENER STRASSE 300', '50933', '', 'LENA WAGNER'],
      ['FRANKFURT AM MAIN', 'AUTOHAUS MAIN', 'MAINZER LANDSTRASSE 150', '60327', '', 'FELIX KOCH'],
      ['STUTTGART', 'AUTOHAUS NECKAR', 'HEILBRONNER STRASSE 88', '70191', '', 'MIA RICHTER'],
      ['ROMA', 'AUTOSALONE TIBURTINA', 'VIA TIBURTINA 1050', '00156', '', 'GIULIA ROSSI'],
      ['TORINO', 'AUTO LINGOTTO', 'VIA NIZZA 262', '10126', '', 'MARCO FERRARI'],
      ['NAPOLI', 'PARTENOPE MOTORI', 'VIA ARGINE 400', '80147', '', 'SALVATORE ESPOSITO'],
      ['BOLOGNA', 'EMILIA AUTO', 'VIA EMILIA PONENTE 120', '40133', '', 'FRANCESCA RICCI'],
      ['BARCELONA', 'MOTOR DIAGONAL', 'AVINGUDA DIAGONAL 640', '08017', '', 'JORDI PUIG'],
      ['VALENCIA', 'AUTOMÓVILES TURIA', 'AVENIDA DEL PUERTO 150', '46023', '', 'LUCÍA MARTÍNEZ'],
      ['SEVILLA', 'GIRALDA MOTOR', 'AVENIDA DE LA BUHAIRA 25', '41018', '', 'MANUEL ROMERO'],
      ['ANTWERPEN', 'GARAGE SCHELDE', 'LANGE LOBROEKSTRAAT 90', '2060', '', 'PIETER JANSSENS'],
      ['LIÈGE', 'GARAGE DE LA MEUSE', 'QUAI DE ROME 40', '4000', '', 'NICOLAS LAMBERT'],
      ['ROTTERDAM', 'AUTOBEDRIJF MAASHAVEN', 'BRIELSELAAN 210', '3081 AA', '', 'SANNE BAKKER'],
      ['UTRECHT', 'AUTOBEDRIJF DOMSTAD', 'KANALENEILAND 12', '3527 AA', '', 'BRAM VISSER'],
      ['WARSZAWA', 'AUTO CENTRUM MOKOTÓW', 'ULICA PUŁAWSKA 300', '02-819', '', 'PIOTR NOWAK'],
      ['KRAKÓW', 'WAWEL MOTORS', 'ULICA ZAKOPIAŃSKA 62', '30-418', '', 'KATARZYNA WÓJCIK'],
      ['WROCŁAW', 'ODRA AUTO', 'ULICA LEGNICKA 58', '54-204', '', 'TOMASZ KOWALSKI'],
      ['LISBOA', 'AUTO TEJO', 'AVENIDA DA LIBERDADE 210', '1250-147', '', 'JOÃO SILVA'],
      ['PORTO', 'AUTO DOURO', 'RUA DE CAMPANHÃ 120', '4300-090', '', 'ANA PEREIRA'],
      ['MANCHESTER', 'PENNINE MOTORS', '120 DEANSGATE', 'M3 2BW', '', 'JAMES TAYLOR'],
      ['BIRMINGHAM', 'MIDLAND MOTOR GROUP', '80 BROAD STREET', 'B15 1AU', '', 'EMILY JONES'],
      ['WIEN', 'AUTOHAUS DONAU', 'WAGRAMER STRASSE 120', '1220', '', 'LUKAS GRUBER'],
      ['GRAZ', 'AUTOHAUS MUR', 'LAZARETTGÜRTEL 55', '8020', '', 'SARAH PICHLER'],
      ['LINZ', 'AUTOHAUS LINZ URFAHR', 'FREISTÄDTER STRASSE 200', '4040', '', 'DAVID STEINER'],
      [
        'PARIS',
        'ROUSSEAU AUTOMOBILES BASTILLE',
        '10 BOULEVARD BEAUMARCHAIS',
        '75011',
        'DR IDF Nord',
        'LÉA ROUSSEAU',
      ],
      ['MILANO', 'AUTO NAVIGLI', 'VIALE CONI ZUGNA 40', '20144', '', 'ALESSANDRO COLOMBO'],
      ['BERLIN', 'AUTOHAUS TEMPELHOF', 'TEMPELHOFER DAMM 120', '12099', '', 'JAN WOLF'],
    ] as const
  ).map(([city, name, street, zip, region, contact]): SiteSeed => ({
    key: name,
    city,
    name,
    street,
    zip,
    region: region || undefined,
    contact,
  })),
];

// Brand ids (contract reference.ts).
const B = {
  citroen: 1,
  peugeot: 2,
  ds: 3,
  opel: 4,
  vauxhall: 5,
  spoticar: 6,
  fiat: 7,
  abarth: 8,
  alfa: 9,
  jeep: 13,
  lancia: 19,
  fiatPro: 20,
  leapmotor: 22,
  peugeotPro: 23,
  citroenPro: 24,
  opelPro: 25,
} as const;

type Owner = 'olivia' | 'klaus' | null;

interface ProjectSeed {
  site: string;
  status: number;
  brands: number[];
  owner?: Owner;
  /** The statuses passed through, ending with `status`; a default path otherwise. */
  path?: number[];
  paused?: boolean;
  /** Days since the first history row (the creation); derived from the path otherwise. */
  ago?: number;
  /**
   * The originator's corrections (status 4 or 5) are this many working days late on the day of seeding, whatever
   * day that is (the reminder journey's project, docs/testing.md): the history ends when the ball reached them.
   */
  correctionsLate?: number;
}

const p = (
  site: string,
  status: number,
  brands: number[],
  extra: Omit<ProjectSeed, 'site' | 'status' | 'brands'> = {},
): ProjectSeed => ({ site, status, brands, owner: 'olivia', ...extra });

const PROJECTS: ProjectSeed[] = [
  // Shared sites: Site history lists several projects at each.
  p('paris15', 11, [B.peugeot, B.peugeotPro], { ago: 175 }),
  p('paris15', 3, [B.peugeot], { path: [0, 1, 4, 1, 2, 3], ago: 120 }),
  p('paris15', 0, [B.citroen], { ago: 6 }),
  p('paris15', 7, [B.ds], { ago: 40 }),
  p('lyon', 10, [B.citroen, B.citroenPro], { ago: 160 }),
  p('lyon', 2, [B.citroen, B.peugeot]),
  p('lyon', 6, [B.citroen], { ago: 9 }),
  p('milano', 9, [B.fiat, B.jeep], { ago: 150 }),
  p('milano', 1, [B.alfa, B.leapmotor]),
  p('milano', 5, [B.jeep], { owner: 'klaus' }),
  p('munich', 11, [B.opel, B.opelPro], { owner: 'klaus', ago: 170 }),
  p('munich', 8, [B.opel, B.peugeot], { owner: 'klaus' }),
  p('munich', 0, [B.leapmotor], { owner: 'klaus', ago: 12 }),
  p('brussels', 3, [B.citroen, B.peugeot, B.ds]),
  p('brussels', 1, [B.peugeot], { paused: true }),
  p('madrid', 10, [B.peugeot, B.citroen], { ago: 140 }),
  p('madrid', 5, [B.citroen]),
  p('madrid', 0, [B.leapmotor, B.peugeot], { ago: 15 }),
  p('london', 11, [B.vauxhall, B.peugeot], { ago: 165 }),
  p('london', 3, [B.vauxhall]),
  p('amsterdam', 8, [B.opel, B.peugeot], { ago: 110 }),
  p('amsterdam', 4, [B.citroen], { path: [0, 1, 2, 3, 4] }),
  // New locations: one project each.
  p('GARAGE DE LA GRANDE ARMÉE', 1, [B.peugeot, B.spoticar]),
  p('AUTOS DU PRADO', 3, [B.citroen, B.ds]),
  p('GARAGE DES QUAIS', 2, [B.peugeot]),
  p('CAPITOLE AUTOMOBILES', 8, [B.citroen, B.citroenPro]),
  p('ATLANTIQUE AUTOS NANTES', 6, [B.ds]),
  p('GARAGE DE BRETAGNE', 0, [B.peugeot], { ago: 4 }),
  p('MOSELLE AUTOMOBILES', 9, [B.opel]),
  p('FLANDRES AUTOMOBILES', 4, [B.ds], { path: [0, 1, 4] }),
  p('DS STORE LYON BELLECOUR', 11, [B.ds]),
  p('AUTOHAUS SPREE', 3, [B.opel, B.peugeot], { owner: 'klaus' }),
  p('AUTOHAUS ALSTER', 7, [B.opel], { owner: 'klaus' }),
  p('AUTOHAUS RHEINUFER', 5, [B.peugeot], { owner: 'klaus', correctionsLate: 2 }),
  p('AUTOHAUS MAIN', 9, [B.citroen, B.opel, B.opelPro], { owner: 'klaus' }),
  p('AUTOHAUS NECKAR', 1, [B.leapmotor, B.opel], { owner: 'klaus' }),
  p('AUTOSALONE TIBURTINA', 10, [B.fiat, B.fiatPro, B.abarth]),
  p('AUTO LINGOTTO', 2, [B.alfa, B.lancia]),
  p('PARTENOPE MOTORI', 6, [B.fiat]),
  p('EMILIA AUTO', 8, [B.peugeot, B.citroen]),
  p('MOTOR DIAGONAL', 3, [B.citroen, B.citroenPro]),
  p('AUTOMÓVILES TURIA', 9, [B.peugeot], { paused: true }),
  p('GIRALDA MOTOR', 7, [B.spoticar]),
  p('GARAGE SCHELDE', 0, [B.opel, B.opelPro], { ago: 20 }),
  p('GARAGE DE LA MEUSE', 10, [B.citroen]),
  p('AUTOBEDRIJF MAASHAVEN', 1, [B.peugeot, B.peugeotPro], { path: [0, 1, 2, 5, 1] }),
  p('AUTOBEDRIJF DOMSTAD', 5, [B.opel], { owner: null }),
  p('AUTO CENTRUM MOKOTÓW', 2, [B.opel, B.peugeot]),
  p('WAWEL MOTORS', 11, [B.peugeot, B.citroen]),
  p('ODRA AUTO', 4, [B.fiat, B.jeep], { path: [0, 1, 4] }),
  p('AUTO TEJO', 3, [B.peugeot, B.citroen, B.spoticar]),
  p('AUTO DOURO', 6, [B.citroen]),
  p('PENNINE MOTORS', 8, [B.vauxhall, B.spoticar]),
  p('MIDLAND MOTOR GROUP', 1, [B.peugeot, B.peugeotPro]),
  p('AUTOHAUS DONAU', 9, [B.opel, B.peugeot]),
  p('AUTOHAUS MUR', 0, [B.leapmotor], { ago: 25 }),
  p('AUTOHAUS LINZ URFAHR', 10, [B.jeep, B.alfa]),
  p('ROUSSEAU AUTOMOBILES BASTILLE', 4, [B.citroen, B.peugeot, B.leapmotor], {
    path: [0, 1, 2, 3, 4],
    paused: true,
  }),
  p('AUTO NAVIGLI', 2, [B.opel]),
  p('AUTOHAUS TEMPELHOF', 7, [B.peugeot, B.opel], { owner: 'klaus' }),
];

/** The usual way to each status (docs/lifecycle.md). */
function defaultPath(status: number): number[] {
  const validated = [0, 1, 2, 3];
  switch (status) {
    case STATUS.registeredDocumentationOnly:
      return [6];
    case STATUS.documented:
      return [6, 7];
    case STATUS.refusedNotCompliant:
      return [0, 1, 4];
    case STATUS.refused:
      return [0, 1, 2, 5];
    case STATUS.offersReceived:
      return [...validated, 8];
    case STATUS.orderIntake:
      return [...validated, 8, 9];
    case STATUS.technicalCompletion:
      return [...validated, 8, 9, 10];
    case STATUS.siteCompliance:
      return [...validated, 8, 9, 10, 11];
    default:
      return validated.slice(0, status + 1);
  }
}

/** Deterministic generator (mulberry32): the same demo on every fresh start. */
function generator(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T =>
      present(list[Math.floor(next() * list.length)], 'a pick from an empty list'),
  };
}

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

function brandRows(ids: number[], rnd: ReturnType<typeof generator>): RequestBrand[] {
  return ids.map((brandId) => {
    const contractTypeId = rnd.pick([1, 1, 1, 2, 3, 4, 5]);
    const sells = contractTypeId !== 3;
    return {
      brandId,
      contractTypeId,
      salesVolume: sells && rnd.next() < 0.85 ? rnd.int(4, 150) * 10 : null,
    };
  });
}

/** Who records each status in the history (people, or the external parties' mailboxes). */
function recorder(status: number, originator: { id: number; email: string } | null, vc: Person[]) {
  if ([0, 1, 6, 7, 10].includes(status)) return originator ?? { id: null, email: 'vc@demo.test' };
  if (status === 8 || status === 9) return { id: null, email: 'offers@supplier-demo.test' };
  if (status === 11) return { id: null, email: 'audit@auditor-demo.test' };
  const person = present(vc[status % vc.length], 'a Validation Center demo account');
  return { id: person.id, email: person.email };
}

interface Person {
  id: number;
  email: string;
}

/**
 * Seeds the demo projects and originator requests once (a marker row in the audit log says it is done).
 * Needs the demo accounts of seedDemo; creates the second demo originator itself.
 */
export async function seedDemoProjects(
  db: Db,
  opts: { passwordHash: string; ballClock: BallClock; now?: Date },
): Promise<{ seeded: boolean }> {
  const now = opts.now ?? new Date();
  return db.transaction(async (tx) => {
    // Two instances starting together: the second waits here and then finds the marker.
    await tx.execute(sql`select pg_advisory_xact_lock(4207001)`);
    const [done] = await tx
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(eq(auditLog.action, DEMO_PROJECTS_MARKER))
      .limit(1);
    if (done) return { seeded: false };

    const people = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        inArray(users.email, ['originator@demo.test', 'retail@demo.test', 'vc@demo.test', 'gec@demo.test']),
      );
    const byEmail = new Map(people.map((u) => [u.email, u]));
    const olivia = byEmail.get('originator@demo.test');
    const retail = byEmail.get('retail@demo.test');
    if (!olivia || !retail) return { seeded: false };
    const klaus = await secondOriginator(tx, opts.passwordHash);
    const vc = ['vc@demo.test', 'gec@demo.test'].map((e) => byEmail.get(e)).filter((u) => !!u);
    const owners: Record<string, Person | null> = { olivia, klaus, null: null };

    const rnd = generator(20260401);
    const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY - rnd.int(0, 8 * 3600) * 1000);

    // Each project's history dates: steps of 3–14 days ending at least a day ago.
    const plans = PROJECTS.map((spec) => {
      const path = spec.path ?? defaultPath(spec.status);
      const steps = path.slice(1).map(() => rnd.int(3, 14));
      const span = steps.reduce((a, b) => a + b, 0);
      const start = spec.ago ?? span + rnd.int(2, 30);
      let day = Math.max(start, span + 1);
      const planned = [at(day)];
      for (const step of steps) {
        day -= step;
        planned.push(at(day));
      }
      // The whole history moves so that it ends when the ball reached the originator.
      const shift = spec.correctionsLate
        ? startedLate(opts.ballClock, 'corrections', now, spec.correctionsLate).getTime() -
          (planned.at(-1) ?? now).getTime()
        : 0;
      const dates = planned.map((d) => new Date(d.getTime() + shift));
      const first = present(dates[0], 'the first date of a history');
      return { spec, path, dates, first, last: dates.at(-1) ?? first };
    });

    // Sites, created a few days before their first project.
    const firstDate = new Map<string, Date>();
    for (const plan of plans) {
      const prev = firstDate.get(plan.spec.site);
      if (!prev || plan.first < prev) firstDate.set(plan.spec.site, plan.first);
    }
    const siteIds = new Map<string, { id: number; countryCode: string; seed: SiteSeed }>();
    for (const seed of SITES) {
      const city = CITIES[seed.city];
      const created = new Date((firstDate.get(seed.key) ?? now).getTime() - rnd.int(1, 5) * DAY);
      const row = theRow(
        await tx
          .insert(sites)
          .values({
            siteName: seed.name,
            street: seed.street,
            city: seed.city,
            zipCode: seed.zip,
            countryCode: city.cc,
            region: seed.region ?? '',
            vatNumber: rnd.next() < 0.6 ? `${city.cc}${rnd.int(100_000_000, 999_999_999)}` : '',
            arcadLocationCode: `${city.cc}${rnd.int(10_000, 99_999)}${rnd.pick(['A', 'B', 'C'])}`,
            retailerFullName: seed.contact,
            retailerPhone: `${PHONE_PREFIX[city.cc]}-${rnd.int(10, 99)}-${rnd.int(1_000_000, 9_999_999)}`,
            retailerEmail: `contact@${slug(seed.name)}.example`,
            latitude: +(city.lat + (rnd.next() - 0.5) * 0.04).toFixed(6),
            longitude: +(city.lon + (rnd.next() - 0.5) * 0.06).toFixed(6),
            retailUserId: seed.retail ? retail.id : null,
            createdAt: created,
            updatedAt: created,
          })
          .returning({ id: sites.id }),
        'the new site',
      );
      siteIds.set(seed.key, { id: row.id, countryCode: city.cc, seed });
    }

    // Projects in creation order, so the code sequence follows the dates.
    plans.sort((a, b) => a.first.getTime() - b.first.getTime());
    const seenSites = new Set<string>();
    const created: { spec: ProjectSeed; id: number; uniqueCode: string; createdAt: Date }[] = [];
    for (const { spec, path, dates, first, last } of plans) {
      const site = present(siteIds.get(spec.site), `the site ${spec.site}`);
      const owner = owners[String(spec.owner)] ?? null;
      const createdAt = first;
      const statusDate = last;
      // One date per step of the path; a status not on it (index -1) has none.
      const dateOf = (status: number) => dates[path.lastIndexOf(status)] ?? null;
      const validated = [3, 8, 9, 10, 11].includes(spec.status);
      const documentationOnly = path[0] === STATUS.registeredDocumentationOnly;
      const submitted =
        spec.status !== STATUS.registered && spec.status !== STATUS.registeredDocumentationOnly;
      const refusedNow = spec.status === STATUS.refusedNotCompliant || spec.status === STATUS.refused;
      const brands = brandRows(spec.brands, rnd);
      const uniqueCode = await nextProjectCode(tx, site.countryCode, createdAt);
      const opening =
        spec.status === STATUS.registered || rnd.next() < 0.2
          ? null
          : new Date(
              (spec.status === STATUS.siteCompliance ? statusDate.getTime() : now.getTime()) +
                (spec.status === STATUS.siteCompliance ? -rnd.int(5, 20) : rnd.int(30, 240)) * DAY,
            )
              .toISOString()
              .slice(0, 10);
      const row = theRow(
        await tx
          .insert(projects)
          .values({
            uniqueCode,
            siteId: site.id,
            originatorUserId: owner?.id ?? null,
            retailUserId: site.seed.retail ? retail.id : null,
            siteName: site.seed.name,
            city: site.seed.city,
            countryCode: site.countryCode,
            ...brandCopies(spec.brands),
            statusId: spec.status,
            statusDate,
            documentationOnly,
            // A later project at a known site was requested on the existing location: its fields stay locked.
            siteInfoLocked: seenSites.has(spec.site),
            // A refusal re-opens the dossier for corrections and resubmission (docs/lifecycle.md).
            isSubmittedForApproval: submitted && !refusedNow,
            designSubmissionDate: submitted ? (dateOf(1) ?? dateOf(7)) : null,
            designValidationDate: validated ? dateOf(3) : null,
            plannedOpeningDate: opening,
            isEnabled: !spec.paused,
            isActive: spec.status !== STATUS.siteCompliance,
            createdAt,
            updatedAt: statusDate,
          })
          .returning({ id: projects.id }),
        'the new project',
      );
      seenSites.add(spec.site);
      const projectId = row.id;
      await tx.insert(projectBrands).values(brands.map((b) => ({ projectId, ...b })));
      await tx.insert(projectStatusHistory).values(
        path.map((statusId, i) => {
          const by = recorder(statusId, owner, vc);
          return {
            projectId,
            statusId,
            changedAt: present(dates[i], `the date of step ${i} of ${spec.site}`),
            changedByUserId: by.id,
            changedByEmail: by.email,
            note:
              statusId === STATUS.refusedNotCompliant && path[i - 1] === STATUS.approved
                ? 'Status changed from Project Approved by the Validation Center Team.'
                : '',
          };
        }),
      );
      created.push({ spec, id: projectId, uniqueCode, createdAt });
    }

    await seedRequests(tx, { olivia, vc: vc[0] ?? null, now, rnd, siteIds, created });
    await tx.insert(auditLog).values({
      actorEmail: 'demo seed',
      action: DEMO_PROJECTS_MARKER,
      entity: 'seed',
      entityId: 'projects',
      detail: { projects: created.length, sites: siteIds.size },
    });
    return { seeded: true };
  });
}

/** A second originator (German architect) owning a few projects; demo password like the others. */
async function secondOriginator(tx: Tx, passwordHash: string): Promise<Person> {
  const [existing] = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, SECOND_ORIGINATOR_EMAIL));
  if (existing) return existing;
  const user = theRow(
    await tx
      .insert(users)
      .values({
        email: SECOND_ORIGINATOR_EMAIL,
        firstName: 'Klaus',
        surName: 'Weber',
        role: ROLES.ORIGINATOR,
        company: 'WEBER ARCHITEKTEN GMBH',
        contactNumber: '+49-89-5523190',
        status: 'accepted',
        passwordHash,
        isFirstTimeLogin: false,
        termsAcceptedAt: new Date(),
        language: 'de',
        decidedAt: new Date(),
        decidedBy: 'demo seed',
      })
      .returning({ id: users.id, email: users.email }),
    'the new demo user',
  );
  await tx.insert(userMarkets).values(['DE', 'AT'].map((countryCode) => ({ userId: user.id, countryCode })));
  await tx
    .insert(userBrands)
    .values([B.opel, B.peugeot, B.leapmotor].map((brandId) => ({ userId: user.id, brandId })));
  return user;
}

/** Originator requests in every state (Site Approvals, and the originator's pending rows). */
async function seedRequests(
  tx: Tx,
  ctx: {
    olivia: Person;
    vc: Person | null;
    now: Date;
    rnd: ReturnType<typeof generator>;
    siteIds: Map<string, { id: number; countryCode: string; seed: SiteSeed }>;
    created: { spec: ProjectSeed; id: number; uniqueCode: string; createdAt: Date }[];
  },
): Promise<void> {
  const { olivia, now, rnd, siteIds, created } = ctx;
  const decidedBy = ctx.vc?.email ?? 'vc@demo.test';
  const daysAgo = (d: number) => new Date(now.getTime() - d * DAY);
  const existing = async (key: string) => {
    const site = present(siteIds.get(key), `the site ${key}`);
    const row = theRow(await tx.select().from(sites).where(eq(sites.id, site.id)), 'the seeded site');
    return {
      siteId: row.id,
      isNewCreation: false,
      siteName: row.siteName,
      street: row.street,
      city: row.city,
      zipCode: row.zipCode,
      countryCode: row.countryCode,
      region: row.region,
      arcadLocationCode: row.arcadLocationCode,
      retailerFullName: row.retailerFullName,
      retailerPhone: row.retailerPhone,
      retailerEmail: row.retailerEmail,
      latitude: row.latitude,
      longitude: row.longitude,
    };
  };
  const fresh = (
    city: keyof typeof CITIES,
    siteName: string,
    street: string,
    zipCode: string,
    region: string,
    contact: string,
  ) => {
    const c = CITIES[city];
    return {
      siteId: null,
      isNewCreation: true,
      siteName,
      street,
      city,
      zipCode,
      countryCode: c.cc,
      region,
      arcadLocationCode: '',
      retailerFullName: contact,
      retailerPhone: `${PHONE_PREFIX[c.cc]}-${rnd.int(10, 99)}-${rnd.int(1_000_000, 9_999_999)}`,
      retailerEmail: `contact@${slug(siteName)}.example`,
      latitude: +(c.lat + (rnd.next() - 0.5) * 0.04).toFixed(6),
      longitude: +(c.lon + (rnd.next() - 0.5) * 0.06).toFixed(6),
    };
  };
  const projectAt = (site: string, status: number) =>
    present(
      created.find((c) => c.spec.site === site && c.spec.status === status),
      `the project at ${site} in status ${status}`,
    );
  const approved = projectAt('paris15', STATUS.registered);
  const lite = projectAt('milano', STATUS.orderIntake);

  await tx.insert(originatorRequests).values([
    // Pending: an existing location, a new one, and a documentation-only new one.
    {
      originatorUserId: olivia.id,
      ...(await existing('lyon')),
      brandDetails: brandRows([B.peugeot], rnd),
      createdAt: daysAgo(2),
    },
    {
      originatorUserId: olivia.id,
      ...fresh(
        'BORDEAUX',
        'GARAGE DES CHARTRONS',
        '52 COURS DE LA MARTINIQUE',
        '33300',
        'DR Bordeaux',
        'PIERRE DURAND',
      ),
      brandDetails: brandRows([B.citroen, B.citroenPro], rnd),
      createdAt: daysAgo(1),
    },
    {
      originatorUserId: olivia.id,
      ...fresh('LIÈGE', 'GARAGE MOSAN', 'BOULEVARD DE LA SAUVENIÈRE 88', '4000', '', 'MARIE DUPONT'),
      isDocumentOnly: true,
      brandDetails: brandRows([B.peugeot], rnd),
      createdAt: daysAgo(3),
    },
    // Decided: rejected, approved (existing location → its project), created (new location → lite account).
    {
      originatorUserId: olivia.id,
      ...fresh('PARIS', 'GARAGE DU CENTRE', '110 RUE DE VAUGIRARD', '75015', 'DR IDF Nord', 'JEAN MARTIN'),
      brandDetails: brandRows([B.peugeot, B.citroen], rnd),
      status: 'rejected',
      createdAt: daysAgo(21),
      decidedAt: daysAgo(19),
      decidedBy,
    },
    {
      originatorUserId: olivia.id,
      ...(await existing('paris15')),
      brandDetails: brandRows([B.citroen], rnd),
      status: 'approved',
      projectId: approved.id,
      createdAt: new Date(approved.createdAt.getTime() - 2 * DAY),
      decidedAt: approved.createdAt,
      decidedBy,
    },
    {
      originatorUserId: olivia.id,
      ...(await existing('milano')),
      siteId: null,
      isNewCreation: true,
      brandDetails: brandRows([B.fiat, B.jeep], rnd),
      status: 'created',
      projectId: lite.id,
      createdAt: new Date(lite.createdAt.getTime() - 3 * DAY),
      decidedAt: lite.createdAt,
      decidedBy,
    },
  ]);
}
