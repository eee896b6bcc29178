import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLES, STATUS, type CiImplementation, type Role } from '@portal/contract';
import { createTestContext, get, post, uniqueEmail, type TestContext } from '../../../test/helpers';
import { sampleFile } from '../../../test/multipart';
import { CITROEN, inviteParty, PEUGEOT, signedInUser } from '../../../test/ci-fixtures';
import { makeProject } from '../../../test/project-fixtures';
import { uploadFile } from '../../../test/design-documents';
import { projects } from '../../db/schema';
import type { ProjectRecord } from '../projects/record';

/**
 * GET /projects/getallciimplementationdata and the CI files behind projects/GetFileById (spec 001 §3, §6;
 * docs/external-parties.md): who sees the CI screen of a project, what a supplier's link sees, and who downloads the
 * suppliers' offers, orders and invoices (everyone but the originator).
 */

const FIAT = 7;

let ctx: TestContext;
let vc: string;
let hq: string;
let rndFr: string;
let rndDe: string;
let retail: string;
let anna: string;
let annaEmail: string;
let bert: string;
/** Anna's approved project in France: Citroen and Peugeot (CI brands) and Fiat (no CI block). */
let alpha: ProjectRecord;
/** Bert's approved project with a Peugeot offer of its own. */
let beta: ProjectRecord;
const links = {} as Record<'peugeot' | 'citroen' | 'auditor' | 'download' | 'betaPeugeot', string>;
const ids = {} as Record<'offerPeugeot' | 'offerCitroen' | 'orderPeugeot' | 'photo' | 'betaOffer', number>;

const ciOf = (token: string, project: { id: number }, userId = 0) =>
  get(ctx, `/projects/getallciimplementationdata/${userId}/${project.id}`, token);
const fileById = (token: string, id: number) => get(ctx, `/projects/GetFileById/${id}`, token);
const content = sampleFile;

/** Invites a party through the real call and returns its mailed link token. */
const invite = async (token: string, body: Record<string, unknown>) =>
  (await inviteParty(ctx, token, body)).token;

async function upload(token: string, project: { id: number }, slot: string, fileName: string) {
  const res = await uploadFile(ctx, token, {
    projectId: project.id,
    slot,
    fileName,
    body: content(fileName),
  });
  expect(res.statusCode, `${slot} ${fileName}: ${res.body}`).toBe(200);
  return res.json<{ documentId: number }>().documentId;
}

beforeAll(async () => {
  ctx = await createTestContext();
  const make = (role: Role, markets?: string[]) => signedInUser(ctx, role, { markets });
  vc = (await make(ROLES.VC)).token;
  hq = (await make(ROLES.HQ)).token;
  rndFr = (await make(ROLES.RND, ['FR'])).token;
  rndDe = (await make(ROLES.RND, ['DE'])).token;
  const r = await make(ROLES.RETAIL);
  retail = r.token;
  const a = await make(ROLES.ORIGINATOR);
  anna = a.token;
  annaEmail = a.email;
  const b = await make(ROLES.ORIGINATOR);
  bert = b.token;
  alpha = await makeProject(ctx, {
    originatorId: a.id,
    retailId: r.id,
    brandIds: [PEUGEOT, FIAT, CITROEN],
    set: { statusId: STATUS.approved },
  });
  beta = await makeProject(ctx, {
    originatorId: b.id,
    brandIds: [PEUGEOT],
    set: { statusId: STATUS.approved },
  });

  links.peugeot = await invite(vc, { ProjectId: alpha.id, Party: 'supplier', BrandId: PEUGEOT });
  links.citroen = await invite(anna, { ProjectId: alpha.id, Party: 'supplier', BrandId: CITROEN });
  links.auditor = await invite(vc, { ProjectId: alpha.id, Party: 'auditor' });
  links.download = await invite(vc, { ProjectId: alpha.id, Party: 'download' });
  links.betaPeugeot = await invite(vc, { ProjectId: beta.id, Party: 'supplier', BrandId: PEUGEOT });

  ids.offerPeugeot = await upload(links.peugeot, alpha, 'OfferFromSupplier', 'offer-peugeot.pdf');
  ids.orderPeugeot = await upload(links.peugeot, alpha, 'OrderFromSupplier', 'order-peugeot.pdf');
  ids.offerCitroen = await upload(links.citroen, alpha, 'OfferFromSupplier', 'offer-citroen.pdf');
  ids.photo = await upload(anna, alpha, 'InstallationPhoto', 'photo.png');
  await upload(anna, alpha, 'ImplementationCompleted', 'done.pdf');
  await upload(anna, alpha, 'ImplementationLevel2', 'level2.pdf');
  ids.betaOffer = await upload(links.betaPeugeot, beta, 'OfferFromSupplier', 'offer-beta.pdf');
}, 180_000);
afterAll(() => ctx?.close());

const blockOf = (ci: CiImplementation, brandId: number) => ci.brands.find((b) => b.brandId === brandId);

describe('getCiImplementation: who sees the CI screen', () => {
  it('VC sees one block per CI brand of the project (no Fiat), with the suppliers’ files', async () => {
    const res = await ciOf(vc, alpha);
    expect(res.statusCode).toBe(200);
    const ci = res.json<CiImplementation>();
    expect(ci.projectId).toBe(alpha.id);
    expect(ci.projectUniqueId).toBe(alpha.uniqueCode);
    expect(ci.brands.map((b) => b.brandId)).toEqual([CITROEN, PEUGEOT]);
    expect(ci.brands.map((b) => b.brandName)).toEqual(['Citroen', 'Peugeot']);
    const peugeot = blockOf(ci, PEUGEOT)!;
    expect(peugeot.offerFile).toMatchObject({
      documentName: 'OfferFromSupplier',
      fileId: ids.offerPeugeot,
      fileName: 'offer-peugeot.pdf',
      filePath: `projects/GetFileById/${ids.offerPeugeot}`,
    });
    expect(peugeot.orderFile?.fileId).toBe(ids.orderPeugeot);
    expect(peugeot.invoiceFile).toBeNull();
    expect(peugeot.invoiceDate).toBeNull();
    // The Citroen block holds the Citroen supplier's offer only, not the Peugeot one.
    expect(blockOf(ci, CITROEN)!.offerFile?.fileId).toBe(ids.offerCitroen);
    expect(blockOf(ci, CITROEN)!.orderFile).toBeNull();
    expect(ci.installationFileId).toBe(ids.photo);
    expect(ci.installationFilePath).toBe(`projects/GetFileById/${ids.photo}`);
    expect(ci.implementationCompletedList.map((f) => f.fileName)).toEqual(['done.pdf']);
    expect(ci.level2ExemptionList.map((f) => f.fileName)).toEqual(['level2.pdf']);
    expect(ci.level1ExemptionList).toEqual([]);
    expect(ci.newProjectFacadePlanList).toEqual([]);
    // VC invites but does not upload on the CI screen.
    expect(ci.canInvite).toBe(true);
    expect(ci.isUploadAllowed).toBe(false);
  });

  it('the originator sees the dates of offers and orders but not their files; uploads and invites', async () => {
    const res = await ciOf(anna, alpha);
    expect(res.statusCode).toBe(200);
    const mine = res.json<CiImplementation>();
    const vcs = (await ciOf(vc, alpha)).json<CiImplementation>();
    for (const brandId of [CITROEN, PEUGEOT]) {
      const block = blockOf(mine, brandId)!;
      expect(block.offerFile, String(brandId)).toBeNull();
      expect(block.orderFile, String(brandId)).toBeNull();
      expect(block.invoiceFile, String(brandId)).toBeNull();
      expect(block.offerDate, String(brandId)).toBe(blockOf(vcs, brandId)!.offerDate);
      expect(block.offerDate, String(brandId)).toEqual(expect.any(String));
    }
    expect(blockOf(mine, PEUGEOT)!.orderDate).toBe(blockOf(vcs, PEUGEOT)!.orderDate);
    expect(blockOf(mine, PEUGEOT)!.orderDate).toEqual(expect.any(String));
    expect(res.body).not.toContain('offer-peugeot.pdf');
    expect(res.body).not.toContain(`GetFileById/${ids.offerPeugeot}`);
    // Her own files she sees, with her address.
    expect(mine.installationPhotos).toEqual([
      expect.objectContaining({ fileId: ids.photo, fileName: 'photo.png', email: annaEmail }),
    ]);
    expect(mine.isUploadAllowed).toBe(true);
    expect(mine.canInvite).toBe(true);
  });

  it('HQ, the markets’ RND user and the retail location read it with the suppliers’ files', async () => {
    for (const [who, token] of [
      ['hq', hq],
      ['rnd', rndFr],
      ['retail', retail],
    ] as const) {
      const res = await ciOf(token, alpha);
      expect(res.statusCode, who).toBe(200);
      const ci = res.json<CiImplementation>();
      expect(blockOf(ci, PEUGEOT)!.offerFile?.fileId, who).toBe(ids.offerPeugeot);
      expect(ci.isUploadAllowed, who).toBe(false);
      expect(ci.canInvite, who).toBe(false);
    }
  });

  it('outside the scope is 404: another originator, an RND user of other markets, an unknown project', async () => {
    expect((await ciOf(bert, alpha)).statusCode).toBe(404);
    expect((await ciOf(rndDe, alpha)).statusCode).toBe(404);
    expect((await ciOf(vc, { id: 999_999 })).statusCode).toBe(404);
    expect((await ciOf(anna, beta)).statusCode).toBe(404);
  });

  it("a supplier's link sees its own brand's block only, with its own files, and nothing project-level", async () => {
    const res = await ciOf(links.peugeot, alpha, alpha.originatorUserId!);
    expect(res.statusCode).toBe(200);
    const ci = res.json<CiImplementation>();
    expect(ci.brands.map((b) => b.brandId)).toEqual([PEUGEOT]);
    expect(ci.brands[0]!.offerFile?.fileId).toBe(ids.offerPeugeot);
    expect(ci.brands[0]!.orderFile?.fileId).toBe(ids.orderPeugeot);
    expect(res.body).not.toContain('offer-citroen.pdf');
    expect(ci.installationPhotos).toEqual([]);
    expect(ci.installationFileId).toBeNull();
    expect(ci.implementationCompletedList).toEqual([]);
    expect(ci.level2ExemptionList).toEqual([]);
    expect(res.body).not.toContain('photo.png');
    expect(ci.isUploadAllowed).toBe(false);
    expect(ci.canInvite).toBe(false);

    const citroen = (await ciOf(links.citroen, alpha)).json<CiImplementation>();
    expect(citroen.brands.map((b) => b.brandId)).toEqual([CITROEN]);
    expect(citroen.brands[0]!.offerFile?.fileId).toBe(ids.offerCitroen);
  });

  it("a supplier's link opens only its project (404); other parties' links and no token are 401", async () => {
    expect((await ciOf(links.peugeot, beta)).statusCode).toBe(404);
    expect((await ciOf(links.auditor, alpha)).statusCode).toBe(401);
    expect((await ciOf(links.download, alpha)).statusCode).toBe(401);
    expect((await get(ctx, `/projects/getallciimplementationdata/0/${alpha.id}`)).statusCode).toBe(401);
  });
});

describe('GetFileById of the CI files', () => {
  it('an offer: VC, HQ, RND and retail 200; the originator 404 (spec 001 §6)', async () => {
    for (const [who, token] of [
      ['vc', vc],
      ['hq', hq],
      ['rnd', rndFr],
      ['retail', retail],
    ] as const) {
      const res = await fileById(token, ids.offerPeugeot);
      expect(res.statusCode, who).toBe(200);
      expect(res.body, who).toBe(content('offer-peugeot.pdf').toString());
    }
    const originator = await fileById(anna, ids.offerPeugeot);
    expect(originator.statusCode).toBe(404);
    expect(originator.json().message).toBe('The file you downloaded does not exist!');
    expect((await fileById(anna, ids.orderPeugeot)).statusCode).toBe(404);
    expect((await fileById(rndDe, ids.offerPeugeot)).statusCode).toBe(404);
    expect((await fileById(bert, ids.offerPeugeot)).statusCode).toBe(404);
  });

  it('an offer through a link: its brand’s supplier 200; another brand’s supplier, the auditor, download 404', async () => {
    const own = await fileById(links.peugeot, ids.offerPeugeot);
    expect(own.statusCode).toBe(200);
    expect(own.body).toBe(content('offer-peugeot.pdf').toString());
    expect((await fileById(links.peugeot, ids.orderPeugeot)).statusCode).toBe(200);
    expect((await fileById(links.citroen, ids.offerCitroen)).statusCode).toBe(200);
    expect((await fileById(links.citroen, ids.offerPeugeot)).statusCode).toBe(404);
    expect((await fileById(links.peugeot, ids.offerCitroen)).statusCode).toBe(404);
    expect((await fileById(links.auditor, ids.offerPeugeot)).statusCode).toBe(404);
    expect((await fileById(links.download, ids.offerPeugeot)).statusCode).toBe(404);
    // The same brand on another project.
    expect((await fileById(links.peugeot, ids.betaOffer)).statusCode).toBe(404);
    expect((await fileById(links.betaPeugeot, ids.offerPeugeot)).statusCode).toBe(404);
  });

  it('an installation photo: the originator and VC 200; no link', async () => {
    expect((await fileById(anna, ids.photo)).statusCode).toBe(200);
    expect((await fileById(vc, ids.photo)).statusCode).toBe(200);
    for (const [party, token] of Object.entries(links)) {
      expect((await fileById(token, ids.photo)).statusCode, party).toBe(404);
    }
  });
});

describe('the derogation form and the CI brands', () => {
  it("the CI screen's derogation form is the CI one, else the design dossier's; never through a link", async () => {
    const me = (await ciOf(anna, alpha)).json<CiImplementation>();
    expect(me.psaDerogationFileId).toBeNull();
    expect(me.psaDerogationFilePath).toBe('');

    // A design derogation form uploaded while the dossier was open.
    const p = await makeProject(ctx, { originatorId: alpha.originatorUserId, brandIds: [PEUGEOT] });
    const design = await upload(anna, p, 'psaDerogationForm', 'design-derogation.pdf');
    await ctx.database.db.update(projects).set({ statusId: STATUS.approved }).where(eq(projects.id, p.id));
    let ci = (await ciOf(anna, p)).json<CiImplementation>();
    expect(ci.psaDerogationFileId).toBe(design);
    expect(ci.psaDerogationFilePath).toBe(`projects/GetFileById/${design}`);
    expect(ci.derogationForms).toEqual([]);
    // The design file is no CI file: the design lists are unchanged, the CI lists do not show it.
    expect(ci.installationPhotos).toEqual([]);

    const supplierLink = await invite(vc, { ProjectId: p.id, Party: 'supplier', BrandId: PEUGEOT });
    const asSupplier = (await ciOf(supplierLink, p)).json<CiImplementation>();
    expect(asSupplier.psaDerogationFileId).toBeNull();
    expect(asSupplier.psaDerogationFilePath).toBe('');

    const first = await upload(anna, p, 'CIDerogationForm', 'ci-derogation-1.pdf');
    const second = await upload(anna, p, 'CIDerogationForm', 'ci-derogation-2.pdf');
    ci = (await ciOf(anna, p)).json<CiImplementation>();
    expect(ci.psaDerogationFileId).toBe(second);
    expect(ci.derogationForms.map((f) => f.fileId)).toEqual([second, first]);
  });

  it('a supplier is invited only for a CI brand of the project (400 otherwise)', async () => {
    const res = await post(
      ctx,
      '/projects/invitations',
      { ProjectId: alpha.id, Party: 'supplier', BrandId: FIAT, Name: 'F', Email: uniqueEmail('fiat') },
      vc,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.BrandId).toBe('This brand has no CI implementation block.');
  });
});
