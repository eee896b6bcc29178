import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ROLES } from '@portal/contract';
import { packs } from '@portal/contract/i18n';
import { auditLog, notifications, originatorRequests, projects, users } from '../../db/schema';
import { lastMail, mailsTo, post, type TestContext } from '../../../test/helpers';
import {
  APPROVER,
  en,
  siteRequestFixtures,
  siteRequestWorld,
  type SiteRequestWorld,
  type TestUser,
} from '../../../test/site-request-fixtures';

const SUCCESS_REQUEST =
  'Your project request has been sent to the Validation Center Team. You will receive an email once it is approved.';

let world: SiteRequestWorld;
let ctx: TestContext;
let vc: TestUser;
let originator: TestUser;
let tokens: Record<string, string>;
let existingSiteId: number;
const { newLocation, existingLocation, requestAccess, requestRow, countOf } = siteRequestFixtures(
  () => world,
);

beforeAll(async () => {
  world = await siteRequestWorld();
  ({ ctx, vc, originator, tokens, existingSiteId } = world);
});
afterAll(() => world.ctx.close());

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
