import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { ROLES, STATUS } from '@portal/contract';
import { packs } from '@portal/contract/i18n';
import {
  auditLog,
  notifications,
  originatorRequests,
  projectBrands,
  projects,
  projectStatusHistory,
  sites,
  users,
} from '../../db/schema';
import {
  createTestContext,
  createUser,
  get,
  lastMail,
  mailsTo,
  post,
  signIn,
  type TestContext,
} from '../../../test/helpers';

const APPROVER = 'approver@portal.test';
const SUCCESS_REQUEST =
  'Your project request has been sent to the Validation Center Team. You will receive an email once it is approved.';
const CODE = /^[A-Z]{2}-\d{4}-\d{6}$/;
/** The English text of a key as the server answers it (the key itself while a pack lacks it). */
const en = (key: string) => packs.en[key] ?? key;

let ctx: TestContext;
let vc: Awaited<ReturnType<typeof createUser>>;
let originator: Awaited<ReturnType<typeof createUser>>;
let retailUser: Awaited<ReturnType<typeof createUser>>;
const tokens: Record<string, string> = {};
let existingSiteId: number;

beforeAll(async () => {
  ctx = await createTestContext({ APPROVER_EMAILS: APPROVER });
  vc = await createUser(ctx, { role: ROLES.VC, projectRole: 'Validator' });
  originator = await createUser(ctx, { role: ROLES.ORIGINATOR });
  retailUser = await createUser(ctx, { role: ROLES.RETAIL });
  // A VC applicant not yet accepted: no notification, no mail.
  await createUser(ctx, {
    role: ROLES.VC,
    status: 'pending',
    password: null,
    email: 'pending.vc@portal.test',
  });
  const hq = await createUser(ctx, { role: ROLES.HQ });
  const rnd = await createUser(ctx, { role: ROLES.RND, markets: ['FR'], brandIds: [1, 2] });
  tokens.vc = await signIn(ctx, vc.email);
  tokens.originator = await signIn(ctx, originator.email);
  tokens.hq = await signIn(ctx, hq.email);
  tokens.rnd = await signIn(ctx, rnd.email);
  tokens.retail = await signIn(ctx, retailUser.email);
  existingSiteId = await insertSite({
    siteName: 'AUTO CENTRE LYON',
    street: '8 AVENUE JEAN JAURES',
    city: 'LYON',
    zipCode: '69007',
    countryCode: 'FR',
    region: 'DR Lyon',
    arcadLocationCode: 'ARC0001',
    retailerFullName: 'MARIE CURIE',
    retailerPhone: '+33-478000000',
    retailerEmail: 'marie@autocentre.fr',
    latitude: 45.75,
    longitude: 4.84,
    retailUserId: retailUser.id,
  });
});
afterAll(() => ctx.close());

async function insertSite(values: Partial<typeof sites.$inferInsert>) {
  const [row] = await ctx.database.db
    .insert(sites)
    .values({
      siteName: 'SITE',
      street: 'STREET',
      city: 'CITY',
      zipCode: '00000',
      countryCode: 'FR',
      ...values,
    })
    .returning({ id: sites.id });
  return row!.id;
}

let n = 0;
/** A valid new-location request; each call names a different site so none duplicates another. */
function newLocation(over: Record<string, unknown> = {}) {
  n++;
  return {
    UserId: originator.id,
    SiteName: `GARAGE DU PARC ${n}`,
    Street: `${n} RUE DE LA PAIX`,
    City: 'PARIS',
    ZipCode: `750${String(n).padStart(2, '0')}`,
    RRDI: 'R1',
    RRDISecondry: '',
    ARCADLocationCode: '',
    Country: 'FR',
    Region: 'DR IDF Nord',
    BrandDetails: [
      { BrandId: 2, ContractTypeId: 1, SalesVolume: 120 },
      { BrandId: 1, ContractTypeId: 2, SalesVolume: '' },
    ],
    Retailer_FullName: 'JEAN DUPONT',
    Retailer_Phone: '+33-612345678',
    Retailer_EmailAddress: 'JEAN.DUPONT@GARAGE.FR',
    Latitude: 48.87,
    Longitude: 2.33,
    AllowDuplicateSiteCreation: false,
    IsDocumentOnly: false,
    IsNewProject: true,
    IsArchitectConfirm: true,
    ...over,
  };
}
const existingLocation = (over: Record<string, unknown> = {}) => ({
  SiteId: existingSiteId,
  BrandDetails: [{ BrandId: 4, ContractTypeId: 3, SalesVolume: 40 }],
  IsDocumentOnly: false,
  IsNewProject: false,
  IsArchitectConfirm: true,
  ...over,
});

const requestAccess = (body: object, token = tokens.originator) =>
  post(ctx, '/DynamicBrand/RequestProjectAccess', body, token);
const decide = (OriginatorProjectRequestId: number, status: string, token = tokens.vc) =>
  post(ctx, '/Projects/ApproveOrRejectOriginatorRequest/', { OriginatorProjectRequestId, status }, token);

async function requestRow(id: number) {
  const [row] = await ctx.database.db.select().from(originatorRequests).where(eq(originatorRequests.id, id));
  return row!;
}
async function countOf(table: typeof projects | typeof originatorRequests | typeof sites) {
  const [row] = await ctx.database.db.select({ n: count() }).from(table);
  return row!.n;
}
async function projectsFromRequest(id: number) {
  const req = await requestRow(id);
  return req.projectId ? ctx.database.db.select().from(projects).where(eq(projects.id, req.projectId)) : [];
}
async function newRequest(body: object) {
  const res = await requestAccess(body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().originatorProjectRequestId as number;
}

describe('POST /DynamicBrand/RequestProjectAccess', () => {
  it('is for originators only: 401 without a session, 403 for every other role', async () => {
    expect((await requestAccess(newLocation(), '')).statusCode).toBe(401);
    for (const role of ['vc', 'hq', 'rnd', 'retail']) {
      const res = await requestAccess(newLocation(), tokens[role]);
      expect(res.statusCode, role).toBe(403);
    }
  });

  it('records a pending new-location request (never a project), mails the approvers and notifies the team', async () => {
    const projectsBefore = await countOf(projects);
    const body = newLocation({ IsDocumentOnly: true });
    const res = await requestAccess(body);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ statusCode: 200, message: SUCCESS_REQUEST });
    const row = await requestRow(answer.originatorProjectRequestId);
    expect(row).toMatchObject({
      originatorUserId: originator.id,
      siteId: null,
      isNewCreation: true,
      isDocumentOnly: true,
      siteName: body.SiteName,
      street: body.Street,
      city: 'PARIS',
      zipCode: body.ZipCode,
      countryCode: 'FR',
      region: 'DR IDF Nord',
      rrdi: 'R1',
      retailerFullName: 'JEAN DUPONT',
      retailerPhone: '+33-612345678',
      retailerEmail: 'JEAN.DUPONT@GARAGE.FR',
      latitude: 48.87,
      longitude: 2.33,
      status: 'pending',
      projectId: null,
    });
    expect(row.brandDetails).toEqual([
      { brandId: 2, contractTypeId: 1, salesVolume: 120 },
      { brandId: 1, contractTypeId: 2, salesVolume: null },
    ]);
    expect(await countOf(projects)).toBe(projectsBefore);

    for (const to of [vc.email, APPROVER]) {
      const mail = await lastMail(ctx, to);
      expect(mail.template).toBe('projectRequest');
      expect(mail.subject).toBe(`Project request to approve: ${body.SiteName}, PARIS`);
      expect(mail.text.split('\n')[0]).toBe(
        to === vc.email ? 'Hello Test,' : 'Hello Validation Center Team,',
      );
      expect(mail.text).toContain(originator.email);
      expect(mail.text).toContain('a new location');
      expect(mail.text).toContain('Citroen, Peugeot');
      expect(mail.text).toContain('http://portal.test/Site-Approvals');
    }
    expect(await mailsTo(ctx, 'pending.vc@portal.test')).toEqual([]);
    const notes = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.siteName, body.SiteName));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      userId: vc.id,
      role: ROLES.ORIGINATOR,
      userName: 'Test User',
      message: `Test User requests a project for ${body.SiteName}, PARIS.`,
      readAt: null,
    });
    const [auditRow] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'originatorRequest'), eq(auditLog.entityId, String(row.id))));
    expect(auditRow).toMatchObject({ action: 'siteRequest.submit', actorUserId: originator.id });
  });

  it('answers in the caller language', async () => {
    const res = await requestAccess(newLocation(), tokens.originator);
    expect(res.json().message).toBe(SUCCESS_REQUEST);
    const fr = await post(ctx, '/DynamicBrand/RequestProjectAccess', newLocation(), tokens.originator, {
      'accept-language': 'fr',
    });
    expect(fr.statusCode).toBe(200);
    expect(fr.json().message).toBe(packs.fr['request.sent']);
  });

  it("names the country in each approver's language", async () => {
    await ctx.database.db.update(users).set({ language: 'es' }).where(eq(users.id, vc.id));
    try {
      const body = newLocation();
      expect((await requestAccess(body, tokens.originator)).statusCode).toBe(200);
      const spanish = await lastMail(ctx, vc.email);
      expect(spanish.subject).toContain(body.SiteName);
      expect(spanish.text).toContain(`PARIS\n${packs.es['country.FR']}\n`);
      expect(spanish.text).toContain('\nFrancia\n');
      const english = await lastMail(ctx, APPROVER);
      expect(english.subject).toContain(body.SiteName);
      expect(english.text).toContain('PARIS\nFrance\n');
    } finally {
      await ctx.database.db.update(users).set({ language: 'en' }).where(eq(users.id, vc.id));
    }
  });

  it('refuses each invalid field with 400 and its own message, and records nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ SiteName: '' }, 'SiteName', 'validation.required'],
      [{ SiteName: 'GARAGE <B>' }, 'SiteName', 'project.validation.siteName'],
      [{ Street: '' }, 'Street', 'validation.required'],
      [{ Street: '12 RUE # 4' }, 'Street', 'project.validation.street'],
      [{ City: '' }, 'City', 'validation.required'],
      [{ City: 'PARIS 2' }, 'City', 'project.validation.city'],
      [{ ZipCode: '' }, 'ZipCode', 'validation.required'],
      [{ ZipCode: '75$02' }, 'ZipCode', 'project.validation.zipCode'],
      [{ Country: '' }, 'Country', 'validation.required'],
      [{ Country: 'QQ', Region: '' }, 'Country', 'validation.unknownCountry'],
      [{ Region: '' }, 'Region', 'project.validation.region'],
      [{ Region: 'DR Paris' }, 'Region', 'project.validation.region'],
      [
        { Country: 'DE', Region: '', ARCADLocationCode: '' },
        'ARCADLocationCode',
        'project.validation.locationCodeRequired',
      ],
      [
        { Country: 'DE', Region: '', ARCADLocationCode: 'AB-12' },
        'ARCADLocationCode',
        'project.validation.locationCode',
      ],
      [{ Retailer_FullName: '' }, 'Retailer_FullName', 'validation.required'],
      [{ Retailer_FullName: 'JEAN@DUPONT' }, 'Retailer_FullName', 'project.validation.fullName'],
      [{ Retailer_Phone: '' }, 'Retailer_Phone', 'validation.required'],
      [{ Retailer_Phone: '06 12 34' }, 'Retailer_Phone', 'validation.phone'],
      [{ Retailer_EmailAddress: '' }, 'Retailer_EmailAddress', 'validation.required'],
      [{ Retailer_EmailAddress: 'JEAN!@GARAGE.FR' }, 'Retailer_EmailAddress', 'project.validation.email'],
      [{ Retailer_EmailAddress: 'JEAN.GARAGE.FR' }, 'Retailer_EmailAddress', 'validation.email'],
      [{ BrandDetails: [] }, 'BrandDetails', 'validation.selectBrand'],
      [{ BrandDetails: [{ BrandId: 999, ContractTypeId: 1 }] }, 'BrandDetails', 'validation.unknownBrand'],
      [
        { BrandDetails: [{ BrandId: 2, ContractTypeId: 9 }] },
        'BrandDetails',
        'project.validation.contractType',
      ],
      [{ IsArchitectConfirm: false }, 'IsArchitectConfirm', 'project.validation.architectConfirm'],
      [{ IsNewProject: undefined }, 'IsNewProject', 'project.validation.siteType'],
    ];
    const before = await countOf(originatorRequests);
    for (const [change, field, key] of cases) {
      const res = await requestAccess(newLocation(change));
      expect(res.statusCode, `${field} ${JSON.stringify(change)}`).toBe(400);
      expect(res.json().fields?.[field], `${field} ${JSON.stringify(change)}`).toBe(en(key));
    }
    expect(en('validation.selectBrand')).toBe('Select at least one brand!');
    expect(await countOf(originatorRequests)).toBe(before);
  });

  it('accepts Germany with an alphanumeric location code and no region; other countries need no region', async () => {
    const de = await requestAccess(newLocation({ Country: 'DE', Region: '', ARCADLocationCode: 'DE12345' }));
    expect(de.statusCode, de.body).toBe(200);
    expect(await requestRow(de.json().originatorProjectRequestId)).toMatchObject({
      countryCode: 'DE',
      arcadLocationCode: 'DE12345',
      region: '',
    });
    const it = await requestAccess(newLocation({ Country: 'it', Region: 'DR Lyon' }));
    expect(it.statusCode, it.body).toBe(200);
    // A region belongs to France only.
    expect(await requestRow(it.json().originatorProjectRequestId)).toMatchObject({
      countryCode: 'IT',
      region: '',
    });
  });

  it('answers 405 for a site that already exists (same country, zip and normalised street, or same name and city)', async () => {
    const sameAddress = newLocation({
      SiteName: 'ANOTHER NAME',
      City: 'LYON',
      Street: '8, avenue  Jean-Jaures.',
      ZipCode: '69007',
      Region: 'DR Lyon',
    });
    const sameName = newLocation({ SiteName: 'auto centre lyon', City: 'Lyon', Region: 'DR Lyon' });
    const before = await countOf(originatorRequests);
    for (const body of [sameAddress, sameName]) {
      const res = await requestAccess(body);
      expect(res.statusCode).toBe(405);
      expect(res.json().message).toBe(
        'A retail site already exists at this address: AUTO CENTRE LYON, LYON.',
      );
    }
    // Same street and zip in another country is another site.
    const otherCountry = await requestAccess({ ...sameAddress, Country: 'BE', Region: '' });
    expect(otherCountry.statusCode, otherCountry.body).toBe(200);
    expect(await countOf(originatorRequests)).toBe(before + 1);

    // "Yes" on the question resubmits with duplicates allowed: recorded as a new location.
    const allowed = await requestAccess({ ...sameAddress, AllowDuplicateSiteCreation: true });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(await requestRow(allowed.json().originatorProjectRequestId)).toMatchObject({
      isNewCreation: true,
      siteId: null,
      siteName: 'ANOTHER NAME',
    });
  });

  it('an existing location copies the chosen site, skips the patterns and allows duplicates', async () => {
    const res = await requestAccess(
      existingLocation({ SiteName: 'IGNORED <>', City: '123', Country: 'DE', Retailer_Phone: 'x' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const row = await requestRow(res.json().originatorProjectRequestId);
    expect(row).toMatchObject({
      siteId: existingSiteId,
      isNewCreation: false,
      siteName: 'AUTO CENTRE LYON',
      street: '8 AVENUE JEAN JAURES',
      city: 'LYON',
      zipCode: '69007',
      countryCode: 'FR',
      region: 'DR Lyon',
      arcadLocationCode: 'ARC0001',
      retailerFullName: 'MARIE CURIE',
      retailerEmail: 'marie@autocentre.fr',
      latitude: 45.75,
      status: 'pending',
    });
    expect(row.brandDetails).toEqual([{ brandId: 4, contractTypeId: 3, salesVolume: 40 }]);
    expect((await lastMail(ctx, APPROVER)).text).toContain('an existing location');

    // Without SiteId the ARCAD location code names the site (case-insensitive).
    const byCode = await requestAccess(existingLocation({ SiteId: undefined, ARCADLocationCode: 'arc0001' }));
    expect(byCode.statusCode, byCode.body).toBe(200);
    expect(await requestRow(byCode.json().originatorProjectRequestId)).toMatchObject({
      siteId: existingSiteId,
    });
  });

  it('an existing location needs a known SiteId (or ARCAD code): 400 on SiteId otherwise, never a 500', async () => {
    for (const change of [
      { SiteId: undefined },
      { SiteId: 987654 },
      { SiteId: undefined, ARCADLocationCode: 'NOPE' },
    ]) {
      const res = await requestAccess(existingLocation(change));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().fields.SiteId).toBe(en('project.validation.existingSite'));
    }
    for (const bad of [
      { SiteId: 'abc' },
      { SiteId: 99999999999 },
      { BrandDetails: 'Peugeot' },
      { BrandDetails: [{ BrandId: 99999999999, ContractTypeId: 1 }] },
      { IsNewProject: 'maybe' },
    ]) {
      expect((await requestAccess(existingLocation(bad))).statusCode, JSON.stringify(bad)).toBe(400);
    }
    const raw = await ctx.app.inject({
      method: 'POST',
      url: '/api/DynamicBrand/RequestProjectAccess',
      headers: { authorization: `Bearer ${tokens.originator}`, 'content-type': 'application/json' },
      payload: '{"SiteName": ',
    });
    expect(raw.statusCode).toBe(400);
  });
});

describe('GET Sites/GetAllSitesAndRepresentativeDetails', () => {
  it('lists matching sites with their representative for originators and VC; 403 for others', async () => {
    await insertSite({
      siteName: 'GARAGE 100% NORD',
      city: 'LILLE',
      zipCode: '59000',
      arcadLocationCode: 'N100',
    });
    await insertSite({ siteName: 'MUNICH MOTORS', city: 'MUNCHEN', zipCode: '80331', countryCode: 'DE' });
    const res = await get(ctx, '/Sites/GetAllSitesAndRepresentativeDetails?search=lyon', tokens.originator);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        siteId: existingSiteId,
        siteName: 'AUTO CENTRE LYON',
        street: '8 AVENUE JEAN JAURES',
        city: 'LYON',
        zipCode: '69007',
        country: 'France',
        countryCode: 'FR',
        regions: 'DR Lyon',
        ARCADLocationCode: 'ARC0001',
        retailer_FullName: 'MARIE CURIE',
        retailer_Phone: '+33-478000000',
        retailer_EmailAddress: 'marie@autocentre.fr',
        latitude: 45.75,
        longitude: 4.84,
      },
    ]);
    const names = async (query: string, token = tokens.vc) =>
      (await get(ctx, `/Sites/GetAllSitesAndRepresentativeDetails${query}`, token))
        .json()
        .map((s: { siteName: string }) => s.siteName);
    expect(await names('?search=n100')).toEqual(['GARAGE 100% NORD']);
    expect(await names('?search=80331')).toEqual(['MUNICH MOTORS']);
    expect(await names('?search=100%25')).toEqual(['GARAGE 100% NORD']);
    expect(await names('?search=_')).toEqual([]);
    expect(await names('?country=de')).toEqual(['MUNICH MOTORS']);
    expect(await names('?search=lille&country=DE')).toEqual([]);
    for (const role of ['hq', 'rnd', 'retail']) {
      expect((await get(ctx, '/Sites/GetAllSitesAndRepresentativeDetails', tokens[role])).statusCode).toBe(
        403,
      );
    }
  });

  it('answers at most 50 sites, by name', async () => {
    await ctx.database.db.insert(sites).values(
      Array.from({ length: 60 }, (_, i) => ({
        siteName: `BULK SITE ${String(i).padStart(2, '0')}`,
        street: `${i} BULK ROAD`,
        city: 'BULKTOWN',
        zipCode: '10000',
        countryCode: 'GB',
      })),
    );
    const res = await get(ctx, '/Sites/GetAllSitesAndRepresentativeDetails?search=bulk', tokens.originator);
    expect(res.json()).toHaveLength(50);
    expect(res.json()[0].siteName).toBe('BULK SITE 00');
  });
});

describe('GET Projects/GetAllProjectForArchitectToApprove', () => {
  it('lists requests for VC, pending first, newest first; 403 for other roles', async () => {
    const id = await newRequest(newLocation({ IsDocumentOnly: true }));
    const res = await get(ctx, '/Projects/GetAllProjectForArchitectToApprove', tokens.vc);
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    const row = rows.find((r: { originatorProjectRequestId: number }) => r.originatorProjectRequestId === id);
    expect(row).toMatchObject({
      projectId: null,
      architectEmail: originator.email,
      originatorFirstName: 'Test',
      city: 'PARIS',
      country: 'France',
      countryCode: 'FR',
      regions: 'DR IDF Nord',
      retailer_FullName: 'JEAN DUPONT',
      isNewCreation: 'Yes',
      isActive: true,
      status: 'Pending',
      projectStatusId: null,
      brands: 'Citroen, Peugeot',
      brandDetails: [
        { brandId: 2, contractTypeId: 1, salesVolume: 120 },
        { brandId: 1, contractTypeId: 2, salesVolume: null },
      ],
      projectUniqueId: '',
      documentOnly: true,
    });
    expect(new Date(row.createdOn).toISOString()).toBe(row.createdOn);
    const pendingFlags = rows.map((r: { status: string }) => r.status === 'Pending');
    expect(pendingFlags).toEqual([...pendingFlags].sort((a, b) => Number(b) - Number(a)));
    for (const role of ['originator', 'hq', 'rnd', 'retail']) {
      expect((await get(ctx, '/Projects/GetAllProjectForArchitectToApprove', tokens[role])).statusCode).toBe(
        403,
      );
    }
  });

  it("follows the project's state: pausing it makes its request inactive, enabling it active again", async () => {
    const SiteId = await insertSite({ siteName: 'GARAGE DE LA GARE', city: 'LILLE', zipCode: '59000' });
    const id = await newRequest(existingLocation({ SiteId }));
    const projectId = (await decide(id, 'Approved')).json().projectId as number;
    const listed = async () =>
      (await get(ctx, '/Projects/GetAllProjectForArchitectToApprove', tokens.vc))
        .json()
        .find((r: { originatorProjectRequestId: number }) => r.originatorProjectRequestId === id);
    const hold = () => post(ctx, `/Projects/holdorunholdproject/${projectId}`, {}, tokens.vc);

    expect(await listed()).toMatchObject({ projectId, isActive: true, projectStatusId: STATUS.registered });
    expect((await hold()).statusCode).toBe(200);
    expect(await listed()).toMatchObject({ projectId, isActive: false });
    expect((await hold()).statusCode).toBe(200);
    expect(await listed()).toMatchObject({ projectId, isActive: true });

    // A completed project (site compliance notified) is inactive too.
    await ctx.database.db
      .update(projects)
      .set({ statusId: STATUS.siteCompliance, isActive: false })
      .where(eq(projects.id, projectId));
    expect(await listed()).toMatchObject({ isActive: false, projectStatusId: STATUS.siteCompliance });
  });
});

describe('POST /Projects/ApproveOrRejectOriginatorRequest/', () => {
  it('approve on an existing location creates exactly one project with its code, history, audit and mail', async () => {
    const id = await newRequest(existingLocation());
    const res = await decide(id, 'Approved');
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.projectUniqueId).toMatch(CODE);
    expect(answer.projectUniqueId.startsWith(`FR-${new Date().getUTCFullYear()}-`)).toBe(true);
    expect(answer.message).toBe(`Request approved. Project ${answer.projectUniqueId} has been created.`);

    const created = await projectsFromRequest(id);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      id: answer.projectId,
      uniqueCode: answer.projectUniqueId,
      siteId: existingSiteId,
      originatorUserId: originator.id,
      retailUserId: retailUser.id,
      siteName: 'AUTO CENTRE LYON',
      city: 'LYON',
      countryCode: 'FR',
      brandNames: 'Opel',
      statusId: STATUS.registered,
      documentationOnly: false,
      siteInfoLocked: true,
    });
    const brandRows = await ctx.database.db
      .select()
      .from(projectBrands)
      .where(eq(projectBrands.projectId, answer.projectId));
    expect(brandRows).toEqual([
      { projectId: answer.projectId, brandId: 4, contractTypeId: 3, salesVolume: 40 },
    ]);
    const history = await ctx.database.db
      .select()
      .from(projectStatusHistory)
      .where(eq(projectStatusHistory.projectId, answer.projectId));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ statusId: 0, changedByUserId: vc.id });
    expect(await requestRow(id)).toMatchObject({
      status: 'approved',
      projectId: answer.projectId,
      decidedBy: vc.email,
    });

    const audits = await ctx.database.db.select().from(auditLog).where(eq(auditLog.actorUserId, vc.id));
    expect(audits.some((a) => a.action === 'siteRequest.approve' && a.entityId === String(id))).toBe(true);
    expect(audits.some((a) => a.entity === 'project' && a.entityId === String(answer.projectId))).toBe(true);

    const mail = await lastMail(ctx, originator.email);
    expect(mail.template).toBe('requestApproved');
    expect(mail.subject).toBe('Your project request is approved: AUTO CENTRE LYON');
    expect(mail.text).toContain(`Project code: ${answer.projectUniqueId}`);

    const listed = (await get(ctx, '/Projects/GetAllProjectForArchitectToApprove', tokens.vc))
      .json()
      .find((r: { originatorProjectRequestId: number }) => r.originatorProjectRequestId === id);
    expect(listed).toMatchObject({
      status: 'Approved',
      projectId: answer.projectId,
      projectUniqueId: answer.projectUniqueId,
      projectStatusId: 0,
      isNewCreation: 'No',
    });

    // A second decision on the same request is refused and creates nothing.
    const mailsBefore = (await mailsTo(ctx, originator.email)).length;
    for (const status of ['Approved', 'Rejected']) {
      const again = await decide(id, status);
      expect(again.statusCode).toBe(405);
      expect(again.json().message).toBe('This request has already been decided.');
    }
    const [{ n: atSite } = { n: 0 }] = await ctx.database.db
      .select({ n: count() })
      .from(projects)
      .where(and(eq(projects.siteId, existingSiteId), eq(projects.originatorUserId, originator.id)));
    expect(atSite).toBe(1);
    expect((await mailsTo(ctx, originator.email)).length).toBe(mailsBefore);
  });

  it('a documentation-only request becomes a project in status 6', async () => {
    const id = await newRequest(existingLocation({ IsDocumentOnly: true }));
    const res = await decide(id, 'Approved');
    expect(res.statusCode).toBe(200);
    const [project] = await projectsFromRequest(id);
    expect(project).toMatchObject({ statusId: STATUS.registeredDocumentationOnly, documentationOnly: true });
    expect(project!.uniqueCode).toMatch(CODE);
  });

  it('approve on a new-location request answers 405 (use Create) and changes nothing', async () => {
    const id = await newRequest(newLocation());
    const before = await countOf(projects);
    const res = await decide(id, 'Approved');
    expect(res.statusCode).toBe(405);
    expect(res.json().message).toBe(en('request.useCreate'));
    expect(await requestRow(id)).toMatchObject({ status: 'pending', projectId: null });
    expect(await countOf(projects)).toBe(before);
  });

  it('reject mails the originator and creates nothing; the request cannot be decided again', async () => {
    const body = newLocation();
    const id = await newRequest(body);
    const before = { projects: await countOf(projects), sites: await countOf(sites) };
    const res = await decide(id, 'Rejected');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ statusCode: 200, projectId: null, projectUniqueId: '' });
    expect(await requestRow(id)).toMatchObject({ status: 'rejected', projectId: null, decidedBy: vc.email });
    expect({ projects: await countOf(projects), sites: await countOf(sites) }).toEqual(before);
    const mail = await lastMail(ctx, originator.email);
    expect(mail.template).toBe('requestRejected');
    expect(mail.subject).toBe(`Your project request for ${body.SiteName}`);
    expect(mail.text).toContain('helpdesk@portal.test');
    expect((await decide(id, 'Approved')).statusCode).toBe(405);
    const [auditRow] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'siteRequest.reject'), eq(auditLog.entityId, String(id))));
    expect(auditRow).toBeTruthy();
  });

  it('of two simultaneous decisions exactly one wins and exactly one project exists', async () => {
    const id = await newRequest(existingLocation());
    const [a, b] = await Promise.all([decide(id, 'Approved'), decide(id, 'Approved')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 405]);
    const created = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'siteRequest.approve'), eq(auditLog.entityId, String(id))));
    expect(created).toHaveLength(1);
    expect(await projectsFromRequest(id)).toHaveLength(1);

    const other = await newRequest(existingLocation());
    const before = await countOf(projects);
    const [approve, reject] = await Promise.all([decide(other, 'Approved'), decide(other, 'Rejected')]);
    expect([approve.statusCode, reject.statusCode].sort()).toEqual([200, 405]);
    const row = await requestRow(other);
    expect(row.status).toBe(approve.statusCode === 200 ? 'approved' : 'rejected');
    expect(await countOf(projects)).toBe(before + (approve.statusCode === 200 ? 1 : 0));
  });

  it('answers 404 for an unknown request, 400 for bad input, 403 for other roles', async () => {
    expect((await decide(987654, 'Approved')).statusCode).toBe(404);
    expect((await decide(99999999999, 'Approved')).statusCode).toBe(400);
    const id = await newRequest(existingLocation());
    const bad = await decide(id, 'Maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.status).toBe(en('validation.required'));
    expect(
      (await post(ctx, '/Projects/ApproveOrRejectOriginatorRequest', { status: 'Approved' }, tokens.vc))
        .statusCode,
    ).toBe(400);
    for (const role of ['originator', 'hq', 'rnd', 'retail']) {
      expect((await decide(id, 'Approved', tokens[role])).statusCode, role).toBe(403);
    }
    expect(await requestRow(id)).toMatchObject({ status: 'pending' });
  });
});
