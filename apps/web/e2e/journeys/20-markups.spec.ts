// Journey 20: markups on the drawings (issue 22 §2; docs/review.md). The completeness checker marks up a plan
// of a project under review (a pin placed with the keyboard, a rectangle dragged with the pointer) and
// rejects with the markups attached; the originator reads the comment's "2 markups on … v1", answers each,
// uploads v2 of the plan and submits again; the checker sees v1's markups beside v2, chooses one by clicking
// it on the page, and closes them. In English, HQ also draws on a plan awaiting its feedback and sends the
// markup with its Feedback Provided message. At 1440 px in English and 390 px in French, with the axe check
// of every journey.
import type { Locator } from '@playwright/test';
import { chooseLanguage, expect, known, test, tokenOf, type Api, type Page } from '../lib/fixtures';
import { fileNameFor, messageTool, pdfFile, selectOne } from '../lib/design';

const ORIGINATOR = 'originator@demo.test';

interface Row {
  projectId: number;
  projectUniqueId: string;
  statusId: number;
  architectEmail: string;
  isEnabled: boolean;
}

/** The demo originator's enabled projects under review (set-up only). */
async function underReview(api: Api, page: Page): Promise<Row[]> {
  const res = await api.post(
    'Projects/getallprojectsbyfilters',
    { arProjectStatus: [1], PageSize: 100 },
    await tokenOf(page),
  );
  expect(res.status, 'project list').toBe(200);
  return (res.body as { rows: Row[] }).rows.filter(
    (r) => r.statusId === 1 && r.isEnabled && r.architectEmail === ORIGINATOR,
  );
}

for (const { lang, width, pick } of [
  { lang: 'en', width: 1440, pick: 1 },
  { lang: 'fr', width: 390, pick: 2 },
] as const) {
  test(`a plan marked up, rejected with its markups, answered, v2, closed (${lang}, ${width} px)`, async ({
    api,
    newPage,
    signInAs,
    a11y,
  }) => {
    const [en, pack] = await Promise.all([api.languagePack('en'), api.languagePack(lang)]);
    /** The reader's text of an English text of the packs (placeholders filled). */
    const tr = (english: string, vars: Record<string, string | number> = {}) => {
      const key = known(
        Object.keys(en).find((k) => en[k] === english),
        `the pack key of "${english}"`,
      );
      return known(pack[key], key).replace(/\{\{(\w+)\}\}/g, (_, v: string) => String(vars[v] ?? ''));
    };
    const text = (key: string, vars: Record<string, string | number> = {}) =>
      known(pack[key], key).replace(/\{\{(\w+)\}\}/g, (_, v: string) => String(vars[v] ?? ''));
    const viewport = { width, height: width < 600 ? 844 : 900 };
    const open = async (who: 'gec' | 'originator') => {
      const page = await signInAs(who, await newPage({ viewport }));
      if (lang !== 'en') await chooseLanguage(page, lang);
      return page;
    };

    const gec = await open('gec');
    const project = known(
      (await underReview(api, gec))[pick],
      'a project of the demo originator under review',
    );
    const designTab = async (page: Page) => {
      await page.goto(`/UniqueProject/${project.projectId}?tab=design`);
      await expect(page.getByRole('region', { name: tr('Validation status') })).toBeVisible();
    };
    const docs = (page: Page) => page.getByRole('region', { name: tr('Design requirements documents') });
    const opener = text('markups.openViewer', { name: '' });
    /** A PDF version's markups button (images have one too: the plans are the PDFs). */
    const pdfMarkups = new RegExp(`^${opener}.*\\.pdf$`);
    /** The first slot holding a PDF (the dossier's plans); its heading names it. */
    const planRow = (page: Page) =>
      docs(page)
        .getByRole('group')
        .filter({ has: page.getByRole('button', { name: pdfMarkups }) })
        .first();
    /** Opens the markups of the slot's newest version. */
    const markupsOf = async (page: Page) => {
      const button = planRow(page).getByRole('button', { name: pdfMarkups }).first();
      const fileName = ((await button.getAttribute('aria-label')) ?? '').slice(opener.length);
      await button.click();
      const dialog = page.getByRole('dialog', { name: text('markups.dialog', { name: fileName }) });
      await expect(dialog).toBeVisible();
      return { dialog, fileName };
    };
    /** Closes the markups dialog by its Close button. */
    const closeDialog = (dialog: Locator) =>
      dialog
        .getByRole('button', { name: tr('Close') })
        .first()
        .click();
    /** Places a pin in the middle of page 1 with the keyboard and saves it with this note. */
    const pinWithKeyboard = async (dialog: Locator, note: string) => {
      await dialog
        .getByRole('group', { name: text('markups.tools') })
        .getByRole('button', { name: text('markups.kind.pin') })
        .click();
      await dialog
        .getByRole('button', { name: text('markups.drawArea', { kind: text('markups.kind.pin'), page: 1 }) })
        .press('Enter');
      await dialog.getByRole('textbox', { name: text('markups.note') }).fill(note);
      await dialog.getByRole('button', { name: text('markups.save') }).click();
    };
    let slotLabel = '';

    await test.step('the checker draws a pin (keyboard) and a rectangle (pointer) with their notes', async () => {
      await designTab(gec);
      slotLabel = known(await planRow(gec).getByRole('heading').first().textContent(), 'the slot');
      const { dialog } = await markupsOf(gec);
      const tools = dialog.getByRole('group', { name: text('markups.tools') });
      await tools.getByRole('button', { name: text('markups.kind.pin') }).click();
      const pinLayer = dialog.getByRole('button', {
        name: text('markups.drawArea', { kind: text('markups.kind.pin'), page: 1 }),
      });
      await pinLayer.focus();
      await gec.keyboard.press('Enter');
      await dialog
        .getByRole('textbox', { name: text('markups.note') })
        .fill('The brand wall is missing here');
      await dialog.getByRole('button', { name: text('markups.save') }).click();
      await expect(
        dialog.getByRole('list', { name: text('markups.title') }).getByText('The brand wall is missing here'),
      ).toBeVisible();

      await tools.getByRole('button', { name: text('markups.kind.rect') }).click();
      const rectLayer = dialog.getByRole('button', {
        name: text('markups.drawArea', { kind: text('markups.kind.rect'), page: 1 }),
      });
      await rectLayer.scrollIntoViewIfNeeded();
      const box = known(await rectLayer.boundingBox(), 'the page');
      await gec.mouse.move(box.x + box.width * 0.2, box.y + 40);
      await gec.mouse.down();
      await gec.mouse.move(box.x + box.width * 0.5, box.y + 120, { steps: 4 });
      await gec.mouse.up();
      await dialog.getByRole('textbox', { name: text('markups.note') }).fill('Lounge seats: 6 are required');
      await dialog.getByRole('button', { name: text('markups.save') }).click();
      await expect(
        dialog.getByRole('list', { name: text('markups.title') }).getByRole('listitem'),
      ).toHaveCount(2);
      await a11y(gec, 'markups-drawn');
      await closeDialog(dialog);
      await expect(dialog).toBeHidden();
    });

    await test.step('the checker rejects the completeness check with the two markups attached', async () => {
      const panel = gec.getByRole('region', { name: tr('Validation status') });
      await panel.getByRole('button', { name: tr('Reject the completeness check'), exact: true }).click();
      const dialog = gec.getByRole('dialog', { name: tr('Reject the completeness check') });
      await expect(
        dialog.getByRole('checkbox', { name: text('markups.attach', { count: 2 }) }),
      ).toBeChecked();
      await dialog
        .getByRole('textbox', { name: tr('Validation comment') })
        .fill('See the markups on the facade plan.');
      await dialog.getByRole('button', { name: tr('Submit'), exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(panel.getByRole('button', { name: /^2 .+ v\d+$/ })).toBeVisible();
    });

    const originator = await open('originator');
    await test.step('the originator answers each markup from the comment, read-only otherwise', async () => {
      await designTab(originator);
      const panel = originator.getByRole('region', { name: tr('Validation status') });
      await panel.getByRole('button', { name: /^2 .+ v\d+$/ }).click();
      const dialog = originator.getByRole('dialog', { name: /./ }).last();
      await expect(dialog.getByRole('group', { name: text('markups.tools') })).toHaveCount(0);
      const items = dialog.getByRole('list', { name: text('markups.title') }).getByRole('listitem');
      await expect(items).toHaveCount(2);
      for (const [i, reply] of ['Brand wall added', 'Six seats drawn'].entries()) {
        await items
          .nth(i)
          .getByRole('button', { name: text('markups.answer'), exact: true })
          .click();
        await dialog.getByRole('textbox', { name: text('markups.answerLabel') }).fill(reply);
        await dialog.getByRole('button', { name: text('markups.sendAnswer') }).click();
        await expect(items.nth(i)).toContainText(reply);
      }
      await a11y(originator, 'markups-answered');
      await closeDialog(dialog);
    });

    await test.step('the originator uploads v2 of the plan and submits again', async () => {
      const name = fileNameFor(slotLabel, `v2-${lang}`, 'pdf');
      await docs(originator)
        .getByLabel(text('projectDetail.design.docs.chooseFile', { document: slotLabel }), { exact: true })
        .setInputFiles(pdfFile(name, slotLabel));
      await expect(docs(originator).getByRole('status')).toHaveText(
        text('projectDetail.design.docs.uploaded', { name }),
      );
      await originator.getByRole('button', { name: tr('Submit for validation') }).click();
      const done = originator.getByRole('dialog', { name: tr('Design submitted') });
      await expect(done).toBeVisible();
      await done.getByRole('button', { name: tr('OK') }).click();
    });

    await test.step('the checker sees v1 markups beside v2, still open, and closes them', async () => {
      await designTab(gec);
      await expect(docs(gec).getByText(text('markups.openCount.other', { count: 2 }))).toBeVisible();
      const { dialog } = await markupsOf(gec);
      const items = dialog.getByRole('list', { name: text('markups.title') }).getByRole('listitem');
      await expect(items).toHaveCount(2);
      const from = text('markups.fromVersion', { version: '' });
      await expect(items.first()).toContainText(from);
      await expect(items.first()).toContainText('Brand wall added');
      // A markup drawn on the page is chosen by clicking it: the list marks it and takes the focus.
      const onPage = dialog.getByRole('button', {
        name: text('markups.onPage', { n: 2, kind: text('markups.kind.rect') }),
      });
      await onPage.scrollIntoViewIfNeeded();
      // On its edge: a rectangle is chosen by its outline (its inside lets a pin drawn there be chosen).
      const edge = known(await onPage.boundingBox(), 'the rectangle on the page');
      await gec.mouse.click(edge.x + 4, edge.y + edge.height / 2);
      await expect(items.nth(1)).toHaveAttribute('aria-current', 'true');
      await expect(onPage).toHaveAttribute('aria-pressed', 'true');
      await a11y(gec, 'markups-beside-v2');
      // Closed, an earlier version's markup leaves the newer version's list.
      for (const left of [1, 0]) {
        await items
          .first()
          .getByRole('button', { name: text('markups.close') })
          .click();
        await expect(items).toHaveCount(left);
      }
      await expect(dialog.getByText(text('markups.empty'))).toBeVisible();
    });

    // HQ's feedback (English only: the journeys are CI's critical path).
    if (lang !== 'en') return;
    await test.step('the checker marks up a photo: an image is one page, drawn on as a plan is', async () => {
      // The markups of v2 are still open from the step before.
      const before = gec.getByRole('dialog');
      await closeDialog(before);
      await expect(before).toBeHidden();
      const imageMarkups = new RegExp(`^${opener}.*\\.(png|jpe?g)$`);
      const button = docs(gec).getByRole('button', { name: imageMarkups }).first();
      const fileName = ((await button.getAttribute('aria-label')) ?? '').slice(opener.length);
      await button.click();
      const dialog = gec.getByRole('dialog', { name: text('markups.dialog', { name: fileName }) });
      await expect(dialog.getByRole('img', { name: fileName })).toBeVisible();
      await pinWithKeyboard(dialog, 'Facade sign: wrong colour');
      await expect(
        dialog.getByRole('list', { name: text('markups.title') }).getByText('Facade sign: wrong colour'),
      ).toBeVisible();
      // Drawn on the image: a pin among the page's markups (whatever its number in the list).
      const pinOnPage = text('markups.onPage', { n: '#', kind: text('markups.kind.pin') })
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        .replace('#', '\\d+');
      await expect(dialog.getByRole('button', { name: new RegExp(`^${pinOnPage}$`) }).last()).toBeVisible();
      await a11y(gec, 'markups-on-image');
      await closeDialog(dialog);
      await expect(dialog).toBeHidden();
    });

    await test.step('HQ marks up a plan awaiting its feedback and sends the markup with it', async () => {
      const hq = await signInAs('hq', await newPage({ viewport }));
      const list = await api.get('projects/GetAllProjectsOnFeedBackType/1', await tokenOf(hq));
      expect(list.status, 'pending feedback list').toBe(200);
      const waiting = known(
        (list.body as { rows: { projectId: number }[] }).rows[0],
        'a project awaiting HQ feedback',
      );
      await hq.goto(`/UniqueProject/${waiting.projectId}?tab=design`);
      await expect(hq.getByRole('region', { name: tr('Validation status') })).toBeVisible();
      const { dialog } = await markupsOf(hq);
      await pinWithKeyboard(dialog, 'HQ: the totem is too close');
      const listed = (page: Page) =>
        page
          .getByRole('dialog')
          .getByRole('list', { name: text('markups.title') })
          .getByText('HQ: the totem is too close');
      await expect(listed(hq)).toBeVisible();
      await closeDialog(dialog);
      const composer = messageTool(hq).getByRole('group', { name: 'New message' });
      await selectOne(hq, composer, 'Comment type', 'Feedback Provided');
      // The draft goes with the feedback unless HQ unticks it.
      await expect(
        composer.getByRole('checkbox', { name: text('markups.attachFeedback', { count: 1 }) }),
      ).toBeChecked();
      await composer
        .getByRole('textbox', { name: 'Your message' })
        .fill('The totem must move: see my markup.');
      await composer.getByRole('button', { name: 'Send' }).click();
      await expect(composer.getByRole('status')).toHaveText('Your message has been posted.');
      const sent = messageTool(hq)
        .getByRole('region', { name: 'Messages on this project' })
        .getByRole('listitem')
        .first();
      const link = sent.getByRole('button', { name: /^1 markup on .+ v\d+$/ });
      await expect(link).toBeVisible();
      await a11y(hq, 'markups-hq-feedback');
      await link.click();
      await expect(listed(hq)).toBeVisible();
    });
  });
}
