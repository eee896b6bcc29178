import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, type TestContext } from '../../../test/helpers';
import { changeStatus } from '../projects/lifecycle/write-status';
import type { ProjectRecord } from '../projects/record';
import { makeProject, type SiteRecord } from '../../../test/project-fixtures';
import { brand, createDetailContext, type DetailContext, type Who } from '../../../test/detail-fixtures';

// The read calls, on the projects as seeded (the writes are in detail-write.test.ts).

let ctx: TestContext;
let tokens: DetailContext['tokens'];
let users: DetailContext['users'];
let paris: SiteRecord;
let alpha: ProjectRecord;
let beta: ProjectRecord;
let gamma: ProjectRecord;
let delta: ProjectRecord;

beforeAll(async () => {
  ({ ctx, tokens, users, paris, alpha, beta, gamma, delta } = await createDetailContext());
});
afterAll(() => ctx.close());

/** Every read call of the detail page for one project, as the browser makes them. */
const detailCalls = (project: ProjectRecord) => [
  `/projects/GetProjectUserDetails/${project.id}`,
  `/users/getuserbyid/${project.originatorUserId ?? 0}?projectId=${project.id}`,
  `/projects/GetProjectLatestStatus/${project.id}`,
  `/projects/GetProjectDetailsForUser/${project.originatorUserId ?? 0}/${project.id}`,
  `/Sites/GetAllSiteProjectsHistory/${project.id}`,
  `/projects/GetProjectStatusHistory/${project.id}`,
];
async function statuses(who: Who, project: ProjectRecord) {
  const codes = [];
  for (const url of detailCalls(project)) codes.push((await get(ctx, url, tokens[who])).statusCode);
  return codes;
}
const allOk = [200, 200, 200, 200, 200, 200];
const all404 = [404, 404, 404, 404, 404, 404];

describe('scope of the detail calls', () => {
  it('VC and HQ read every project', async () => {
    for (const who of ['vc', 'hq'] as const)
      for (const project of [alpha, beta, gamma, delta]) expect(await statuses(who, project)).toEqual(allOk);
  });

  it('an originator reads only its own projects: 404 on every call for another one', async () => {
    expect(await statuses('anna', alpha)).toEqual(allOk);
    expect(await statuses('anna', gamma)).toEqual(allOk);
    expect(await statuses('anna', beta)).toEqual(all404);
    expect(await statuses('anna', delta)).toEqual(all404);
    expect(await statuses('bert', alpha)).toEqual(all404);
  });

  it('Retail Location reads only the projects linked to its account', async () => {
    expect(await statuses('retail', alpha)).toEqual(allOk);
    for (const project of [beta, gamma, delta]) expect(await statuses('retail', project)).toEqual(all404);
  });

  it('RND reads only projects in its markets that carry one of its brands', async () => {
    expect(await statuses('rnd', alpha)).toEqual(allOk); // FR + Peugeot
    expect(await statuses('rnd', beta)).toEqual(all404); // FR, Citroen only
    expect(await statuses('rnd', gamma)).toEqual(all404); // DE, Opel only
    expect(await statuses('rnd', delta)).toEqual(all404); // Peugeot, IT
  });

  it('answers 404 for an unknown project and 400 for a malformed id, never 500', async () => {
    for (const url of [
      '/projects/GetProjectUserDetails/999999',
      '/projects/GetProjectLatestStatus/999999',
      '/Sites/GetAllSiteProjectsHistory/999999',
      '/projects/GetProjectStatusHistory/999999',
    ])
      expect((await get(ctx, url, tokens.vc)).statusCode).toBe(404);
    for (const url of [
      '/projects/GetProjectUserDetails/abc',
      '/projects/GetProjectUserDetails/-1',
      '/projects/GetProjectUserDetails/99999999999',
      '/projects/GetProjectLatestStatus/1.5',
      '/projects/GetProjectDetailsForUser/x/1',
      `/users/getuserbyid/1?projectId=abc`,
    ])
      expect((await get(ctx, url, tokens.vc)).statusCode, url).toBe(400);
    expect((await get(ctx, `/projects/GetProjectUserDetails/${alpha.id}`)).statusCode).toBe(401);
  });
});

describe('GET /projects/GetProjectUserDetails/{projectId}', () => {
  it('answers the summary with every brand chip (Leapmotor included, professional flagged)', async () => {
    const res = await get(ctx, `/projects/GetProjectUserDetails/${alpha.id}`, tokens.retail);
    expect(res.json()).toEqual({
      projectId: alpha.id,
      userId: users.anna.id,
      projectUniqueId: alpha.uniqueCode,
      siteName: 'PARIS NORD',
      city: 'PARIS',
      country: 'France',
      countryCode: 'FR',
      projectStatus: 'Project Registered',
      statusId: 0,
      plannedOpeningDate: '2026-07-01',
      emailAddress: users.anna.email,
      isEnabled: true,
      logoPath: [
        {
          brandId: brand('Peugeot'),
          brandName: 'Peugeot',
          colour: expect.any(String),
          isProfessional: false,
        },
        {
          brandId: brand('Fiat Professional'),
          brandName: 'Fiat Professional',
          colour: expect.any(String),
          isProfessional: true,
        },
        {
          brandId: brand('Leapmotor'),
          brandName: 'Leapmotor',
          colour: expect.any(String),
          isProfessional: false,
        },
      ],
    });
  });
});

describe('GET users/getuserbyid/{userId}', () => {
  it("with projectId: the project site's position", async () => {
    const res = await get(ctx, `/users/getuserbyid/${users.anna.id}?projectId=${alpha.id}`, tokens.retail);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ latitude: 48.9, longitude: 2.36 });
  });

  it("without projectId: the caller's own position, nobody else's", async () => {
    const own = await get(ctx, `/users/getuserbyid/${users.anna.id}`, tokens.anna);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ latitude: null, longitude: null });
    expect((await get(ctx, `/users/getuserbyid/${users.bert.id}`, tokens.anna)).statusCode).toBe(404);
    expect((await get(ctx, `/users/getuserbyid/${users.bert.id}`, tokens.vc)).statusCode).toBe(404);
  });
});

describe('GET /projects/GetProjectLatestStatus/{projectId}', () => {
  it('answers the status id and name', async () => {
    const project = await makeProject(ctx, { originatorId: users.anna.id, set: { statusId: 3 } });
    const res = await get(ctx, `/projects/GetProjectLatestStatus/${project.id}`, tokens.anna);
    expect(res.json()).toEqual({ statusId: 3, status: 'Project Approved' });
  });
});

describe('GET /projects/GetProjectDetailsForUser/{userId}/{projectId}', () => {
  it('answers the site information with brands and position', async () => {
    const res = await get(ctx, `/projects/GetProjectDetailsForUser/${users.bert.id}/${beta.id}`, tokens.bert);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      userId: users.bert.id,
      projectId: beta.id,
      siteName: paris.siteName,
      street: paris.street,
      city: 'PARIS',
      zipCode: '75001',
      country: 'France',
      countryCode: 'FR',
      vatNumber: '',
      ancCodeCpltVo: '',
      region: 'DR IDF Nord',
      isDocumentOnly: false,
      isSiteInfoNonEditable: false,
      isSubmittedForApproval: false,
      retailer_FullName: 'JANE DOE',
      retailer_EmailAddress: 'jane.doe@example.test',
      retailer_Phone: '+33-100000',
      brandDetails: [{ brandId: brand('Citroen'), brandName: 'Citroen', contractTypeId: 1, salesVolume: 10 }],
      latitude: expect.any(Number),
      longitude: expect.any(Number),
    });
  });

  it("takes the project's originator id or 0, anything else is 404", async () => {
    expect((await get(ctx, `/projects/GetProjectDetailsForUser/0/${beta.id}`, tokens.vc)).statusCode).toBe(
      200,
    );
    expect(
      (await get(ctx, `/projects/GetProjectDetailsForUser/${users.anna.id}/${beta.id}`, tokens.vc))
        .statusCode,
    ).toBe(404);
  });

  it('reports a locked or paused project as non-editable', async () => {
    const locked = await makeProject(ctx, { originatorId: users.anna.id, siteInfoLocked: true });
    const paused = await makeProject(ctx, { originatorId: users.anna.id, set: { isEnabled: false } });
    for (const project of [locked, paused]) {
      const res = await get(ctx, `/projects/GetProjectDetailsForUser/0/${project.id}`, tokens.anna);
      expect(res.json().isSiteInfoNonEditable).toBe(true);
    }
  });
});

describe('GET Sites/GetAllSiteProjectsHistory/{projectId}', () => {
  it('lists the projects of the same site within the scope, newest first', async () => {
    const forVc = (await get(ctx, `/Sites/GetAllSiteProjectsHistory/${alpha.id}`, tokens.vc)).json();
    expect(forVc.map((r: { projectId: number }) => r.projectId)).toEqual([beta.id, alpha.id]);
    expect(forVc[1]).toEqual({
      projectId: alpha.id,
      userId: users.anna.id,
      siteName: 'PARIS NORD',
      brands: 'Peugeot, Fiat Professional',
      createdOn: '2026-01-01T10:00:00.000Z',
      isEnabled: true,
    });
    const forAnna = (await get(ctx, `/Sites/GetAllSiteProjectsHistory/${alpha.id}`, tokens.anna)).json();
    expect(forAnna.map((r: { projectId: number }) => r.projectId)).toEqual([alpha.id]);
    const forBert = (await get(ctx, `/Sites/GetAllSiteProjectsHistory/${beta.id}`, tokens.bert)).json();
    expect(forBert.map((r: { projectId: number }) => r.projectId)).toEqual([beta.id]);
    const forRnd = (await get(ctx, `/Sites/GetAllSiteProjectsHistory/${alpha.id}`, tokens.rnd)).json();
    expect(forRnd.map((r: { projectId: number }) => r.projectId)).toEqual([alpha.id]);
  });
});

describe('GET /projects/GetProjectStatusHistory/{projectId}', () => {
  it('lists every status change, newest first, with who made it', async () => {
    const project = await makeProject(ctx, { originatorId: users.anna.id });
    await ctx.database.db.transaction(async (tx) => {
      await changeStatus(tx, project.id, 1, { userId: users.anna.id, email: users.anna.email });
    });
    await ctx.database.db.transaction(async (tx) => {
      await changeStatus(tx, project.id, 2, { userId: users.vc.id, email: users.vc.email });
    });
    const res = await get(ctx, `/projects/GetProjectStatusHistory/${project.id}`, tokens.anna);
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(rows.map((r: { statusId: number }) => r.statusId)).toEqual([2, 1, 0]);
    expect(rows[0]).toEqual({
      statusId: 2,
      status: 'Revision Meeting',
      changedOn: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      changedBy: users.vc.email,
    });
    expect(rows[1].changedBy).toBe(users.anna.email);
    expect((await get(ctx, `/projects/GetProjectStatusHistory/${project.id}`, tokens.bert)).statusCode).toBe(
      404,
    );
  });
});

describe('OpenAPI document', () => {
  it('lists the detail calls with their schemas', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, { requestBody?: unknown }>>;
    for (const path of [
      '/api/projects/GetProjectUserDetails/{projectId}',
      '/api/users/getuserbyid/{userId}',
      '/api/projects/GetProjectLatestStatus/{projectId}',
      '/api/projects/GetProjectDetailsForUser/{userId}/{projectId}',
      '/api/Sites/GetAllSiteProjectsHistory/{projectId}',
      '/api/projects/GetProjectStatusHistory/{projectId}',
    ])
      expect(paths[path]?.get, path).toBeTruthy();
    expect(paths['/api/Projects/CreateProject']?.post?.requestBody).toBeTruthy();
    expect(paths['/api/Projects/UpdateProjectLocation/{projectId}']?.post?.requestBody).toBeTruthy();
  });
});
