import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { ROLES, STATUS, type Role } from '@portal/contract';
import { arcadLocations, auditLog, linkTokens } from '../../db/schema';
import {
  createTestContext,
  get,
  lastMail,
  linkFrom,
  post,
  uniqueEmail,
  type TestContext,
} from '../../../test/helpers';
import {
  inviteArcadParty,
  inviteParty,
  LINK_INVALID,
  signedInUser,
  type PartyLink,
} from '../../../test/ci-fixtures';
import { makeProject } from '../../../test/project-fixtures';
import { multipartBody, type FormPart } from '../../../test/multipart';
import { storedObjects } from '../../../test/design-documents';

/**
 * ARCAD parties (docs/external-parties.md; spec 002 §2 "ARCAD page", §3): VC invites them (no project), their mailed link
 * uploads an .xlsx or .csv of the group's reference locations through documents/uploadarcadfile with the
 * link token as bearer and the page's Email and Token fields; rows are checked, the good ones imported.
 */

const HEADER = [
  'ARCAD Location Code',
  'Site Name',
  'Street',
  'Zip',
  'City',
  'Country Code',
  'Latitude',
  'Longitude',
];
const PARIS = [
  'FR-0001',
  'Garage Paris Nord',
  '12 rue de la Chapelle',
  '75018',
  'Paris',
  'FR',
  48.8897,
  2.3601,
];
const LYON = ['FR-0002', 'Lyon Confluence', '5 cours Charlemagne', '69002', 'Lyon', 'FR', 45.7406, 4.8188];
const csv = (rows: unknown[][]) => Buffer.from(rows.map((r) => r.join(',')).join('\n'));

let ctx: TestContext;
let vc: string;
let hq: string;
let originator: string;

const inviteArcad = () => inviteArcadParty(ctx, vc);

function uploadArcad(
  bearer: string | undefined,
  fields: { Email: string; Token: string; DocumentName?: string },
  file: { fileName: string; body: Buffer; contentType?: string } | null,
) {
  const parts: FormPart[] = [
    { name: 'DocumentName', value: fields.DocumentName ?? 'ARCADDetails' },
    { name: 'Email', value: fields.Email },
    { name: 'Token', value: fields.Token },
    ...(file
      ? [
          {
            name: 'files',
            fileName: file.fileName,
            contentType: file.contentType ?? 'text/csv',
            body: file.body,
          },
        ]
      : []),
  ];
  const form = multipartBody(parts);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/documents/uploadarcadfile',
    headers: { ...(bearer ? { authorization: `Bearer ${bearer}` } : {}), 'content-type': form.contentType },
    payload: form.stream,
  });
}
const asParty = (link: PartyLink, file: { fileName: string; body: Buffer; contentType?: string } | null) =>
  uploadArcad(link.token, { Email: link.email, Token: link.token }, file);

const locations = () => ctx.database.db.select().from(arcadLocations).orderBy(asc(arcadLocations.code));
const importAudits = (invitationId: number) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'invitation'), eq(auditLog.entityId, String(invitationId))))
    .orderBy(asc(auditLog.id));

beforeAll(async () => {
  ctx = await createTestContext();
  const make = async (role: Role) => (await signedInUser(ctx, role)).token;
  vc = await make(ROLES.VC);
  hq = await make(ROLES.HQ);
  originator = await make(ROLES.ORIGINATOR);
}, 120_000);
afterAll(() => ctx?.close());
beforeEach(async () => {
  await ctx.database.db.delete(arcadLocations);
});

describe('ARCAD invitations', () => {
  it('VC invites an ARCAD party: the mail carries the ARCAD page with email and token; listed newest first', async () => {
    const email = uniqueEmail('arcad');
    const res = await post(ctx, '/projects/arcadinvitations', { Name: 'Arc', Email: email }, vc);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      party: 'arcad',
      projectId: null,
      brandId: null,
      email,
      state: 'sent',
    });
    const mail = await lastMail(ctx, email);
    expect(mail.template).toBe('inviteArcad');
    const link = linkFrom(mail.text);
    expect(link.pathname).toBe('/user/uploadARCADRequest');
    expect([...link.searchParams.keys()]).toEqual(['email', 'token']);
    expect(link.searchParams.get('email')).toBe(email);
    expect(res.body).not.toContain(link.searchParams.get('token')!);

    const second = await inviteArcad();
    const list = await get(ctx, '/projects/arcadinvitations', vc);
    expect(list.statusCode).toBe(200);
    const listed = list.json<{ invitationId: number; party: string }[]>();
    expect(listed.slice(0, 2).map((i) => i.invitationId)).toEqual([
      second.invitationId,
      res.json().invitationId,
    ]);
    expect(listed.every((i) => i.party === 'arcad')).toBe(true);
  });

  it('HQ and an originator may neither invite nor list (403); a bad email is 400', async () => {
    for (const token of [hq, originator]) {
      expect(
        (await post(ctx, '/projects/arcadinvitations', { Name: 'A', Email: uniqueEmail() }, token))
          .statusCode,
      ).toBe(403);
      expect((await get(ctx, '/projects/arcadinvitations', token)).statusCode).toBe(403);
    }
    expect(
      (await post(ctx, '/projects/arcadinvitations', { Name: 'A', Email: 'not-an-email' }, vc)).statusCode,
    ).toBe(400);
  });

  it('the link opens the external-link call as an ARCAD party without a project', async () => {
    const link = await inviteArcad();
    const res = await get(ctx, '/projects/externallink', link.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ party: 'arcad', projectId: null, email: link.email, readOnly: false });
  });
});

describe('documents/uploadarcadfile', () => {
  it('a good .csv imports its rows, audited with the invitation; the file itself is not kept', async () => {
    const link = await inviteArcad();
    const before = storedObjects(ctx);
    const res = await asParty(link, { fileName: 'arcad.csv', body: csv([HEADER, PARIS, LYON]) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ imported: 2, total: 2, refused: [] });
    const rows = await locations();
    expect(rows.map((r) => r.code)).toEqual(['FR-0001', 'FR-0002']);
    expect(rows[0]).toMatchObject({ siteName: 'Garage Paris Nord', city: 'Paris', countryCode: 'FR' });
    expect(rows.every((r) => r.importedByEmail === link.email)).toBe(true);
    expect(storedObjects(ctx)).toEqual(before);
    const audits = (await importAudits(link.invitationId)).filter((a) => a.detail.fileName === 'arcad.csv');
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorEmail: link.email,
      detail: { invitationId: link.invitationId, imported: 2, total: 2, refused: 0 },
    });
    // The invitation shows it was used.
    const [listed] = (await get(ctx, '/projects/arcadinvitations', vc))
      .json<{ invitationId: number; state: string }[]>()
      .filter((i) => i.invitationId === link.invitationId);
    expect(listed!.state).toBe('submitted');
    // Unlike the supplier's and auditor's forms, the link stays open for further files until it expires.
    expect((await get(ctx, '/projects/externallink', link.token)).json()).toMatchObject({ readOnly: false });
    const again = await asParty(link, { fileName: 'arcad-2.csv', body: csv([HEADER, LYON]) });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ imported: 1, total: 1 });
  });

  it('bad rows come back with their row numbers and reasons; the good rows are imported', async () => {
    const link = await inviteArcad();
    const res = await asParty(link, {
      fileName: 'arcad.csv',
      body: csv([
        HEADER, // row 1
        PARIS, // 2
        ['', 'No code', '1 rue', '75001', 'Paris', 'FR', 48.86, 2.34], // 3
        ['FR-0003', 'Nowhere', '1 rue', '75001', 'Paris', 'FR', 95, 2.34], // 4
        LYON, // 5
      ]),
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.imported).toBe(2);
    expect(answer.total).toBe(4);
    expect(answer.refused).toEqual([
      { row: 3, reasons: ['arcad.row.codeMissing'] },
      { row: 4, reasons: ['arcad.row.latitudeOutOfRange'] },
    ]);
    expect((await locations()).map((r) => r.code)).toEqual(['FR-0001', 'FR-0002']);
  });

  it('a file that is not a table imports nothing (arcad.file.notTable) and is audited', async () => {
    const link = await inviteArcad();
    const res = await asParty(link, {
      fileName: 'notes.pdf',
      contentType: 'application/pdf',
      body: Buffer.from('%PDF-1.4 not a table\n'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ imported: 0, total: 0, refused: [], error: 'arcad.file.notTable' });
    expect(await locations()).toEqual([]);
    const audits = (await importAudits(link.invitationId)).filter((a) => a.detail.fileName === 'notes.pdf');
    expect(audits).toHaveLength(1);
    expect(audits[0]!.detail).toMatchObject({ imported: 0, error: 'arcad.file.notTable' });
  });

  it("the form's Email and Token must be the link's (401 link.invalid, nothing imported, nothing kept)", async () => {
    const link = await inviteArcad();
    const other = await inviteArcad();
    const file = { fileName: 'arcad.csv', body: csv([HEADER, PARIS]) };
    const before = storedObjects(ctx);
    for (const fields of [
      { Email: other.email, Token: link.token },
      { Email: link.email, Token: other.token },
      { Email: link.email, Token: `${link.token}x` },
    ]) {
      const res = await uploadArcad(link.token, fields, file);
      expect(res.statusCode, JSON.stringify(fields)).toBe(401);
      expect(res.json().message).toBe(LINK_INVALID);
    }
    // The bearer of another party with this party's fields.
    expect((await uploadArcad(other.token, { Email: link.email, Token: link.token }, file)).statusCode).toBe(
      401,
    );
    // The e-mail as the page's address may spell it (case) is the same address.
    expect(
      (await uploadArcad(link.token, { Email: link.email.toUpperCase(), Token: link.token }, file))
        .statusCode,
    ).toBe(200);
    await ctx.database.db.delete(arcadLocations);
    expect(storedObjects(ctx)).toEqual(before);
    expect(await locations()).toEqual([]);
  });

  it("another party's link (supplier, signed-in token, none) is 401", async () => {
    const p = await makeProject(ctx, { brandIds: [2], set: { statusId: STATUS.approved } });
    const { token: supplier, email } = await inviteParty(ctx, vc, {
      ProjectId: p.id,
      Party: 'supplier',
      BrandId: 2,
    });
    const file = { fileName: 'arcad.csv', body: csv([HEADER, PARIS]) };
    expect((await uploadArcad(supplier, { Email: email, Token: supplier }, file)).statusCode).toBe(401);
    expect((await uploadArcad(vc, { Email: email, Token: vc }, file)).statusCode).toBe(401);
    expect((await uploadArcad(undefined, { Email: email, Token: 'x' }, file)).statusCode).toBe(401);
    expect(await locations()).toEqual([]);
  });

  it('a revoked or expired link is 401; a re-sent link replaces the old one', async () => {
    const file = { fileName: 'arcad.csv', body: csv([HEADER, PARIS]) };
    const revoked = await inviteArcad();
    expect((await post(ctx, `/projects/invitations/${revoked.invitationId}/revoke`, {}, hq)).statusCode).toBe(
      403,
    );
    expect((await post(ctx, `/projects/invitations/${revoked.invitationId}/revoke`, {}, vc)).statusCode).toBe(
      200,
    );
    const res = await asParty(revoked, file);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(LINK_INVALID);

    const expired = await inviteArcad();
    await ctx.database.db
      .update(linkTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(linkTokens.partyId, expired.invitationId), eq(linkTokens.purpose, 'arcad')));
    expect((await asParty(expired, file)).statusCode).toBe(401);

    const resent = await inviteArcad();
    expect((await post(ctx, `/projects/invitations/${resent.invitationId}/resend`, {}, vc)).statusCode).toBe(
      200,
    );
    const fresh = linkFrom((await lastMail(ctx, resent.email)).text).searchParams.get('token')!;
    expect((await asParty(resent, file)).statusCode).toBe(401);
    expect((await asParty({ ...resent, token: fresh }, file)).statusCode).toBe(200);
    expect((await locations()).map((r) => r.code)).toEqual(['FR-0001']);
  });

  it('the form needs its file and the ARCADDetails name (400)', async () => {
    const link = await inviteArcad();
    expect((await asParty(link, null)).statusCode).toBe(400);
    const wrongName = await uploadArcad(
      link.token,
      { Email: link.email, Token: link.token, DocumentName: 'OfferFromSupplier' },
      { fileName: 'arcad.csv', body: csv([HEADER, PARIS]) },
    );
    expect(wrongName.statusCode).toBe(400);
    expect(await locations()).toEqual([]);
  });
});
