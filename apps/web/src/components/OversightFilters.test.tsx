import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { EE_CLUSTER, ROLES } from '@portal/contract';
import { packs } from '@portal/contract/i18n';
import {
  EMPTY_OVERSIGHT_FILTERS,
  OversightFilters,
  hasOversightFilter,
  toOversightBody,
  type OversightFilterValue,
} from './OversightFilters';

const DETAILS = {
  brands: [
    { brand_id: 1, brand_name: 'Citroen' },
    { brand_id: 2, brand_name: 'Peugeot' },
  ],
  countries: [
    { code: 'FR', label: 'France' },
    { code: 'DE', label: 'Germany' },
    { code: 'MA', label: 'Morocco' },
  ],
  projectStatus: [],
};

/** A page holding the value, reporting every change. */
function Harness({
  details = DETAILS,
  onChange,
  initial = EMPTY_OVERSIGHT_FILTERS,
}: {
  details?: typeof DETAILS;
  onChange: (v: OversightFilterValue) => void;
  initial?: OversightFilterValue;
}) {
  const [value, setValue] = useState(initial);
  return (
    <OversightFilters
      role={ROLES.RND}
      details={details}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('OversightFilters (spec 002 §2, §5)', () => {
  it('shows the role read-only, in the reader language', () => {
    render(<Harness onChange={() => {}} />);
    const role = screen.getByRole('textbox', { name: 'Role' });
    expect(role).toHaveValue(packs.en['role.rnd']);
    expect(role).toHaveAttribute('readonly');
  });

  it('the EE Cluster box selects the offered EE countries and unticking removes only them', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} initial={{ ...EMPTY_OVERSIGHT_FILTERS, countries: ['MA'] }} />);
    const box = screen.getByRole('checkbox', { name: 'EE Cluster' });
    fireEvent.click(box);
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ countries: ['MA', 'FR', 'DE'] }));
    expect(box).toBeChecked();
    fireEvent.click(box);
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ countries: ['MA'] }));
  });

  it('with every country offered the box selects the 47 countries', () => {
    const onChange = vi.fn();
    const all = EE_CLUSTER.map((code) => ({ code, label: code }));
    render(
      <Harness onChange={onChange} details={{ ...DETAILS, countries: [...all, DETAILS.countries[2]!] }} />,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'EE Cluster' }));
    const chosen = onChange.mock.calls.at(-1)![0] as OversightFilterValue;
    expect(chosen.countries).toHaveLength(47);
    expect(new Set(chosen.countries)).toEqual(new Set(EE_CLUSTER));
  });

  it('the box is disabled when no EE country is offered', () => {
    render(<Harness onChange={() => {}} details={{ ...DETAILS, countries: [DETAILS.countries[2]!] }} />);
    expect(screen.getByRole('checkbox', { name: 'EE Cluster' })).toBeDisabled();
  });

  it('include archived projects, and clear', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const clear = screen.getByRole('button', { name: 'Clear filters' });
    expect(clear).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Include archived projects' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ includeArchived: true }));
    fireEvent.click(clear);
    expect(onChange).toHaveBeenLastCalledWith(EMPTY_OVERSIGHT_FILTERS);
  });

  it('offers the France regions', () => {
    render(<Harness onChange={() => {}} />);
    const field = screen.getByRole('combobox', { name: 'Region (France)' });
    fireEvent.mouseDown(field);
    expect(screen.getByRole('option', { name: 'DR Rennes' })).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(7);
  });

  it('the body of the oversight calls', () => {
    const value: OversightFilterValue = {
      countries: ['FR'],
      brands: ['Peugeot'],
      regions: ['DR Lyon'],
      fromDate: '2026-01-01',
      toDate: '2026-01-31',
      includeArchived: true,
    };
    expect(toOversightBody(value, ROLES.VC)).toEqual({
      Role: ROLES.VC,
      arCountries: ['FR'],
      arBrands: ['Peugeot'],
      arReagion: ['DR Lyon'],
      IncludeArchivedProject: true,
      FromDate: '2026-01-01',
      ToDate: '2026-01-31',
    });
    expect(hasOversightFilter(EMPTY_OVERSIGHT_FILTERS)).toBe(false);
    expect(hasOversightFilter({ ...EMPTY_OVERSIGHT_FILTERS, toDate: '2026-01-01' })).toBe(true);
  });
});
