import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import path from 'node:path';
import type { MarkupView } from '@portal/contract';
import { DiskStorage } from '../../platform/storage';
import { t } from '../../platform/i18n';
import type { TestContext } from '../../../test/helpers';
import type { DecideWorld } from '../../../test/decide-fixtures';
import {
  decideWorld,
  insertVersion,
  markupCalls,
  pin,
  PLAN_PNG,
  PLAN_SLOT,
  planJpeg,
  planProject,
  type Who,
} from '../../../test/markup-fixtures';

/**
 * Markups on image versions (docs/review.md): a PNG, JPEG, GIF or WEBP plan is one page the reviewers draw on,
 * and its "Download with markups" is a one-page PDF of the image, as Chromium shows it (a JPEG's EXIF orientation
 * applied, a WEBP's not; a GIF's first frame), with the markups drawn and their list after it.
 */

let world: DecideWorld;
let ctx: TestContext;
let tokens: Record<Who, string>;
let calls: ReturnType<typeof markupCalls>;

beforeAll(async () => {
  world = await decideWorld();
  ({ ctx, tokens } = world);
  calls = markupCalls(ctx);
}, 120_000);
afterAll(() => world?.ctx.close());

/** A project under review (completeness open) whose plan's newest version is this image. */
const imagePlan = (name: string, body: Buffer, contentType: string) =>
  planProject(world, {}, { name, body, contentType });

/** The download's pages: [width, height] of each, in points. */
async function pagesOf(documentId: number) {
  const res = await calls.download(tokens.gec, documentId);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  const pdf = await PDFDocument.load(res.rawPayload);
  return {
    name: String(res.headers['content-disposition']),
    sizes: pdf.getPages().map((p) => [Math.round(p.getWidth()), Math.round(p.getHeight())]),
  };
}

describe('an image version carries markups', () => {
  it('a PNG: drawn on its one page (page 2 is a 400), downloaded as a PDF of the image and the list', async () => {
    const { project, documentId } = await imagePlan('facade.png', PLAN_PNG, 'image/png');
    const drawn = await calls.draw(tokens.gec, project, pin(documentId));
    expect(drawn.statusCode).toBe(200);
    expect(drawn.json<MarkupView>()).toMatchObject({ documentId, page: 1, fileName: 'facade.png' });
    const second = await calls.draw(tokens.gec, project, pin(documentId, { Page: 2 }));
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe(t('en', 'validation.markup.page'));
    const { name, sizes } = await pagesOf(documentId);
    expect(name).toContain('facade (markups).pdf');
    // The 8 × 4 px image as one page of 8 × 4 points, then the A4 list of the notes.
    expect(sizes).toEqual([
      [8, 4],
      [595, 842],
    ]);
  });

  it('a JPEG is shown as the browser shows it: its EXIF orientation turns the page', async () => {
    const plain = await imagePlan('site.jpg', planJpeg(), 'image/jpeg');
    await calls.draw(tokens.gec, plain.project, pin(plain.documentId));
    expect((await pagesOf(plain.documentId)).sizes[0]).toEqual([8, 4]);

    // Orientation 6 (a phone held upright): stored 8 × 4, shown 4 × 8.
    const turned = await imagePlan('portrait.jpg', planJpeg(6), 'image/jpeg');
    await calls.draw(tokens.gec, turned.project, pin(turned.documentId));
    expect((await pagesOf(turned.documentId)).sizes[0]).toEqual([4, 8]);
  });

  it('a GIF (animated: its first frame) and a WEBP: drawn on, downloaded as a PDF of the image', async () => {
    // Two frames of 8 × 4 px: red, then blue.
    const frame = (r: number, b: number) =>
      sharp({ create: { width: 8, height: 4, channels: 3, background: { r, g: 0, b } } })
        .raw()
        .toBuffer();
    const gif = await sharp(Buffer.concat([await frame(255, 0), await frame(0, 255)]), {
      raw: { width: 8, height: 8, channels: 3, pageHeight: 4 },
    })
      .gif({ loop: 0, delay: [100, 100] })
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(2);
    // Chromium shows a WEBP as stored, its EXIF orientation not applied (checked in Chromium 156).
    const webp = await sharp(await frame(0, 255), { raw: { width: 8, height: 4, channels: 3 } })
      .webp()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    for (const [name, body, type] of [
      ['animation.gif', gif, 'image/gif'],
      ['facade.webp', webp, 'image/webp'],
    ] as const) {
      const { project, documentId } = await imagePlan(name, body, type);
      const drawn = await calls.draw(tokens.gec, project, pin(documentId));
      expect(drawn.statusCode).toBe(200);
      expect((await calls.draw(tokens.gec, project, pin(documentId, { Page: 2 }))).statusCode).toBe(400);
      const { name: download, sizes } = await pagesOf(documentId);
      expect(download).toContain(`${name.replace(/\.\w+$/, '')} (markups).pdf`);
      expect(sizes).toEqual([
        [8, 4],
        [595, 842],
      ]);
    }
  });
});

describe('an image that does not decode', () => {
  it('a GIF whose bytes past the signature are not a GIF: drawn on, its download a 405 that says so', async () => {
    // Written past the upload's checks (they decide the type from the first bytes only).
    const stored = await new DiskStorage(path.join(ctx.dataDir, 'files')).put(
      Buffer.from('GIF89a, and then not an image at all'),
    );
    const { project } = await planProject(world);
    const id = await insertVersion(ctx, project.id, PLAN_SLOT, {
      storageKey: stored.key,
      fileName: 'broken.gif',
      contentType: 'image/gif',
      sizeBytes: stored.sizeBytes,
      sha256: stored.sha256,
    });
    expect((await calls.draw(tokens.gec, project, pin(id))).statusCode).toBe(200);
    const res = await calls.download(tokens.gec, id);
    expect(res.statusCode).toBe(405);
    expect(res.json().message).toBe(t('en', 'markups.fileUnreadable'));
  });
});
