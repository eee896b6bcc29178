import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import type { MarkupView } from '@portal/contract';
import { t } from '../../platform/i18n';
import type { TestContext } from '../../../test/helpers';
import type { DecideWorld } from '../../../test/decide-fixtures';
import {
  decideWorld,
  markupCalls,
  pin,
  PLAN_PNG,
  planJpeg,
  planProject,
  type Who,
} from '../../../test/markup-fixtures';

/**
 * Markups on image versions (docs/review.md): a PNG or JPEG plan is one page the reviewers draw on, and its
 * "Download with markups" is a one-page PDF of the image, as a browser shows it (a JPEG's EXIF orientation
 * applied), with the markups drawn and their list after it.
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
});
