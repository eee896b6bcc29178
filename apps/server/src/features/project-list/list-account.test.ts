import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PROJECT_STATUSES, type ProjectRow } from '@portal/contract';
import { auditLog, originatorRequests } from '../../db/schema';
import { get, post, type TestContext } from '../../../test/helpers';
import {
  brand,
  listFixtures,
  listWorld,
  type ListWho,
  type ListWorld,
  type ProjectKey,
} from '../../../test/project-list-fixtures';
import type { ProjectRecord } from '../projects/record';

/** An account's own projects and requests, pausing a project, and the project list calls' OpenAPI entries. */

let world: ListWorld;
let ctx: TestContext;
let tokens: Record<ListWho, string>;
let ids: Record<string, number>;
let anna: { id: number; email: string };
let bert: { id: number; email: string };
let vc: { id: number; email: string };
let p: Record<ProjectKey, ProjectRecord>;
const { list, listIds } = listFixtures(() => world);

beforeAll(async () => {
  world = await listWorld();
  ({ ctx, tokens, ids, anna, bert, vc, p } = world);
});
afterAll(() => world.ctx.close());

describe('GET Projects/getallprojectbyaccountname', () => {
  beforeAll(async () => {
    const base = {
      siteName: 'REQ SITE',
      street: '1 RUE',
      city: 'NANTES',
      zipCode: '44000',
      countryCode: 'FR',
      brandDetails: [
        { brandId: brand('Leapmotor'), contractTypeId: 1, salesVolume: null },
        { brandId: brand('Citroen'), contractTypeId: 2, salesVolume: 5 },
      ],
    };
    const at = (day: number) => new Date(Date.UTC(2026, 1, day));
    await ctx.database.db.insert(originatorRequests).values([
      { ...base, originatorUserId: anna.id, isNewCreation: true, status: 'pending', createdAt: at(1) },
      {
        ...base,
        siteName: 'REQ REJECTED',
        originatorUserId: anna.id,
        isNewCreation: false,
        isDocumentOnly: true,
        status: 'rejected',
        createdAt: at(3),
      },
      {
        ...base,
        siteName: 'REQ APPROVED',
        originatorUserId: anna.id,
        isNewCreation: false,
        status: 'approved',
      },
      { ...base, siteName: 'REQ CREATED', originatorUserId: anna.id, isNewCreation: true, status: 'created' },
      { ...base, siteName: 'REQ OTHER', originatorUserId: bert.id, isNewCreation: true, status: 'pending' },
    ]);
  });

  it("answers the originator's projects as list rows, then its pending and rejected requests (spec 001 §7)", async () => {
    const res = await get(ctx, '/Projects/getallprojectbyaccountname', tokens.anna);
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(rows.map((r: { siteName: string }) => r.siteName)).toEqual([
      'BRAVO AUTO',
      'ALPHA MOTORS',
      'REQ REJECTED',
      'REQ SITE',
    ]);
    // The projects carry exactly the list's row fields, and are marked as no request.
    const listed = (await list(tokens.anna, { SortField: 'createdOn', SortDirection: 'desc' })).json().rows;
    expect(rows.slice(0, 2)).toEqual(
      listed.map((r: ProjectRow) => ({ ...r, originatorProjectRequestId: null, isNewCreation: null })),
    );
    expect(rows[0]).toMatchObject({ projectId: ids.bravo, statusId: 3, status: PROJECT_STATUSES[3] });
    // The requests follow as rows of the same shape, marked by their status.
    expect(Object.keys(rows[2]).sort()).toEqual(Object.keys(rows[0]).sort());
    expect(rows[2]).toMatchObject({
      projectId: null,
      userId: anna.id,
      siteName: 'REQ REJECTED',
      brands: 'Citroen',
      documentationOnly: true,
      createdOn: '2026-02-03T00:00:00.000Z',
      plannedOpeningDate: null,
      city: 'NANTES',
      country: 'France',
      statusId: null,
      status: 'Rejected',
      statusDate: '2026-02-03T00:00:00.000Z',
      designValidationDate: null,
      projectUniqueId: '',
      architectEmail: anna.email,
      isEnabled: true,
      isActive: 'Yes',
      originatorProjectRequestId: expect.any(Number),
      isNewCreation: 'No',
    });
    expect(rows[3]).toMatchObject({
      status: 'Pending',
      isNewCreation: 'Yes',
      documentationOnly: false,
      projectId: null,
      originatorProjectRequestId: expect.any(Number),
    });
    // Nobody else's projects or requests.
    const other = (await get(ctx, '/Projects/getallprojectbyaccountname', tokens.bert)).json();
    expect(other.map((r: { siteName: string }) => r.siteName)).toEqual([
      'FOX TROT',
      'DELTA GARAGE',
      'CHARLIE CARS',
      'REQ OTHER',
    ]);
  });

  it("answers Retail Location its location's projects, and [] for the roles without projects of their own", async () => {
    const retailRows = (await get(ctx, '/Projects/getallprojectbyaccountname', tokens.retail)).json();
    expect(retailRows.map((r: { projectId: number }) => r.projectId)).toEqual([ids.echo, ids.alpha]);
    expect(
      retailRows.every((r: { originatorProjectRequestId: null }) => r.originatorProjectRequestId === null),
    ).toBe(true);
    for (const token of [tokens.vc, tokens.hq, tokens.rnd]) {
      const res = await get(ctx, '/Projects/getallprojectbyaccountname', token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    }
    expect((await get(ctx, '/Projects/getallprojectbyaccountname')).statusCode).toBe(401);
  });
});

describe('POST /Projects/holdorunholdproject/{projectId}', () => {
  const hold = (id: number | string, token: string) =>
    post(ctx, `/Projects/holdorunholdproject/${id}`, {}, token);

  it('toggles isEnabled for VC, with an audit row each time', async () => {
    const paused = await hold(p.alpha.id, tokens.vc);
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toEqual({ projectId: p.alpha.id, isEnabled: false });
    const row = (await listIds(tokens.vc, { Search: 'ALPHA' })).length;
    expect(row).toBe(1);
    const listed = (await list(tokens.vc, { Search: 'ALPHA' })).json().rows[0];
    expect(listed.isEnabled).toBe(false);
    const enabled = await hold(p.alpha.id, tokens.vc);
    expect(enabled.json()).toEqual({ projectId: p.alpha.id, isEnabled: true });
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'project'), eq(auditLog.entityId, String(p.alpha.id))));
    const actions = audits.map((a) => a.action);
    expect(actions).toContain('projectLifecycle.pause');
    expect(actions).toContain('projectLifecycle.enable');
    expect(audits.find((a) => a.action === 'projectLifecycle.pause')!.actorUserId).toBe(vc.id);
  });

  it('is VC only (403), 404 for an unknown project, 400 for a bad id', async () => {
    for (const token of [tokens.hq, tokens.rnd, tokens.anna, tokens.retail])
      expect((await hold(p.alpha.id, token)).statusCode).toBe(403);
    expect((await hold(999_999, tokens.vc)).statusCode).toBe(404);
    expect((await hold('abc', tokens.vc)).statusCode).toBe(400);
    expect((await hold(99_999_999_999, tokens.vc)).statusCode).toBe(400);
    expect((await hold(0, tokens.vc)).statusCode).toBe(400);
  });
});

describe('OpenAPI document', () => {
  it('lists the calls of the project list with their schemas', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, { requestBody?: unknown }>>;
    expect(paths['/api/Projects/getallprojectsbyfilters']?.post?.requestBody).toBeTruthy();
    expect(paths['/api/Projects/exportprojectscsv']?.post?.requestBody).toBeTruthy();
    for (const path of [
      '/api/Projects/isFilterClicked',
      '/api/home/getfilterdetails',
      '/api/Projects/getallprojectbyaccountname',
    ])
      expect(paths[path]?.get, path).toBeTruthy();
    expect(paths['/api/Projects/holdorunholdproject/{projectId}']?.post).toBeTruthy();
  });
});
