import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { failure, on } from '../../../test/fetch-stub';
import { API } from '../../../lib/routes';
import {
  PDF_VERSION,
  PROJECT_ID,
  USER_ID,
  USER_PROJECT,
  docRow,
  info,
  ready,
  resetStubsAroundEachTest,
  save,
  saves,
  setup,
  slot,
} from './testing';

// The message tool and the validation actions have their own tests (messages/, review/).
vi.mock('./messages/MessageTool', () => ({ MessageTool: () => <p>message tool</p> }));
vi.mock('./review/ValidationActions', () => ({ ValidationActions: () => null }));

// MUI renders slowly in jsdom on a busy 2-core machine.
vi.setConfig({ testTimeout: 60_000 });

resetStubsAroundEachTest();

describe('Design Validation tab: save and submit', () => {
  it('checks the spec’s field rules first and sends nothing while one fails', async () => {
    const { user, calls } = setup({ data: { buildingSurface: '' } });
    await ready();
    await user.click(screen.getByRole('button', { name: 'Submit for validation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The field Building surface (sqm) is mandatory',
    );
    await user.type(screen.getByRole('textbox', { name: /Building surface/ }), '12,5');
    await user.click(screen.getByRole('button', { name: 'Submit for validation' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'The field Building surface (sqm) must be numeric or decimal.',
      ),
    );
    expect(saves(calls)).toHaveLength(0);
  });

  it('saves a draft with the form’s values (IsSubmit false)', async () => {
    const { user, calls } = setup({
      stubs: [save({ statusCode: 200, message: 'Saved', statusId: 0, isSubmittedForApproval: false })],
    });
    await ready();
    await user.click(screen.getByRole('checkbox', { name: 'Opel' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The design data is saved.')).toBeInTheDocument();
    const body = saves(calls)[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      ProjectId: PROJECT_ID,
      UserID: USER_ID,
      IsSubmit: false,
      BuildingSurface: '1200',
      WorkshopSurface: '400',
      SparePartShopSurface: '80',
      PlannedOpeningDate: '2026-09-01',
      SurfaceShowroomData: [
        { brandName: 'Peugeot', surfaceNewVehicle: '250', surfaceSecondVehicle: '120' },
        { brandName: 'Opel', surfaceNewVehicle: '', surfaceSecondVehicle: '' },
      ],
    });
    expect(body.projectContractBrandsList).toEqual([
      {
        brandId: 2,
        brandName: 'Peugeot',
        brandEnabled: true,
        typology: 'newBuild',
        ciWorkstream: ['exteriorSignage'],
        fields: { workshopBays: '4', brandRemarks: 'Corner site' },
      },
      {
        brandId: 4,
        brandName: 'Opel',
        brandEnabled: true,
        typology: '',
        ciWorkstream: [],
        fields: { workshopBays: '4', brandRemarks: 'Corner site' },
      },
    ]);
  });

  it('lists the missing documents in a dialog when the server refuses the submission for them', async () => {
    const message =
      'Please upload New Project Interior Elevation Plan and then click on SUBMIT FOR VALIDATION';
    const { user, calls } = setup({
      stubs: [
        save(
          failure(405, message, { newProjectInteriorElevationPlan: 'New Project Interior Elevation Plan' }),
        ),
      ],
    });
    await ready();
    await user.click(screen.getByRole('button', { name: 'Submit for validation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Missing documents' });
    expect(within(dialog).getByText(message)).toBeInTheDocument();
    const list = within(dialog).getByRole('list', { name: 'Missing documents' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['New Project Interior Elevation Plan']);
    expect((saves(calls)[0]!.body as { IsSubmit: boolean }).IsSubmit).toBe(true);
  });

  it('shows another refusal of the server as its message', async () => {
    const message = 'The field Peugeot Showroom surface new vehicles (sqm) is mandatory';
    const { user } = setup({
      stubs: [save(failure(405, message))],
    });
    await ready();
    await user.click(screen.getByRole('button', { name: 'Submit for validation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('confirms a submission with the spec’s text, then the form is read-only and the button gone', async () => {
    let submitted = false;
    const { user } = setup({
      stubs: [
        on(API.getDesignValidationInfo, USER_PROJECT, () =>
          info(
            submitted
              ? {
                  statusId: 1,
                  isSubmittedForApproval: true,
                  designSubmissionDate: new Date().toISOString(),
                  canEdit: false,
                  canSubmit: false,
                }
              : {},
          ),
        ),
        save(() => {
          submitted = true;
          return { statusCode: 200, message: 'Submitted', statusId: 1, isSubmittedForApproval: true };
        }),
      ],
    });
    await ready();
    await user.click(screen.getByRole('button', { name: 'Submit for validation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Design submitted' });
    expect(
      within(dialog).getByText(
        'Design files successfully uploaded and submitted. You will receive information after the validation process. This will take about 2 weeks.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Submit for validation' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Peugeot' })).toBeDisabled();
    expect(screen.getByText('0 (validation takes about 14 days)')).toBeInTheDocument();
  });

  it('confirms a documentation-only project as documented, with the provider note', async () => {
    const { user } = setup({
      info: { isDocumentationOnly: true, statusId: 6 },
      stubs: [save({ statusCode: 200, message: 'Documented', statusId: 7, isSubmittedForApproval: true })],
    });
    await ready();
    // Not validated: the panel shows no checks.
    expect(screen.queryByRole('group', { name: 'Completeness check' })).toBeNull();
    // No validation follows (spec 001 §4): the button says what happens.
    expect(screen.queryByRole('button', { name: 'Submit for validation' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit as documented' }));
    const dialog = await screen.findByRole('dialog', { name: 'Project documented' });
    expect(
      within(dialog).getByText(
        'Project successfully documented. Validation E-Mail sent to all stakeholders.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/not responsible for documented projects/)).toBeInTheDocument();
  });
});

describe('Design Validation tab: the form’s errors (issue 20 §2)', () => {
  const invalid = (name: RegExp | string) => screen.getByRole('textbox', { name });

  it('Submit marks every missing field at once, focuses the first and lists them all', async () => {
    const { user, calls } = setup({
      data: {
        buildingSurface: '',
        plannedOpeningDate: '',
        surfaceShowroomData: [{ brandName: 'Peugeot', surfaceNewVehicle: '', surfaceSecondVehicle: '120' }],
      },
    });
    await ready();
    await user.click(screen.getByRole('button', { name: 'Submit for validation' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please complete or correct these fields:');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'The field Building surface (sqm) is mandatory',
      'The field Planned opening date is mandatory',
      'The field Peugeot – Showroom surface new vehicles (sqm) is mandatory',
    ]);
    const building = invalid(/Building surface/);
    expect(building).toHaveAttribute('aria-invalid', 'true');
    expect(building).toHaveFocus();
    expect(building).toBeRequired();
    const showroom = invalid(/Showroom surface new vehicles/);
    expect(showroom).toHaveAttribute('aria-invalid', 'true');
    expect(showroom).toBeRequired();
    expect(
      screen.getByText('The field Peugeot – Showroom surface new vehicles (sqm) is mandatory', {
        selector: 'p',
      }),
    ).toBeInTheDocument();
    expect(saves(calls)).toHaveLength(0);
  });

  it('Save refuses a surface that is not a number, marks it and sends nothing; an empty one is fine', async () => {
    const { user, calls } = setup({ data: { buildingSurface: '' } });
    await ready();
    await user.type(invalid(/Showroom surface second-hand/), 'abc');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'The field Peugeot – Showroom surface second-hand vehicles (sqm) must be numeric or decimal.',
    ]);
    expect(invalid(/Showroom surface second-hand/)).toHaveAttribute('aria-invalid', 'true');
    expect(invalid(/Building surface/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(saves(calls)).toHaveLength(0);
    expect(screen.queryByText('The design data is saved.')).toBeNull();
  });

  it('marks a brand’s field the server names in its 400 (brand.<id>.<field>)', async () => {
    const message = 'The field Peugeot – Remarks must be numeric or decimal.';
    const { user } = setup({
      stubs: [save(failure(400, message, { 'brand.2.brandRemarks': message }))],
    });
    await ready();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('listitem')).toHaveTextContent(message);
    const remarks = screen.getByRole('textbox', { name: 'Remarks' });
    await waitFor(() => expect(remarks).toHaveAttribute('aria-invalid', 'true'));
    expect(remarks).toHaveFocus();
  });

  it('recomputes the Required badges as the typology changes, before any save', async () => {
    const { user } = setup({
      docs: {
        documents: [
          slot('photosreport'),
          slot('newProjectInteriorPlan', { versions: [PDF_VERSION] }),
          slot('newProjectInteriorElevationPlan'),
        ],
      },
    });
    await ready();
    const badge = (name: string) => within(docRow(name)).queryByText(/^Required/)?.textContent ?? null;
    expect(badge('Photos Report')).toBe('Required – missing');
    await user.click(screen.getByRole('combobox', { name: /Project type/ }));
    await user.click(await screen.findByRole('option', { name: 'Label interiorRelooking' }));
    await waitFor(() => expect(badge('Photos Report')).toBeNull());
    expect(badge('New Project Interior Elevation Plan')).toBe('Required – missing');
    expect(badge('New Project Interior Plan')).toBe('Required');
  });
});
