import { ThemeProvider } from '@mui/material/styles';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '@portal/contract';
import { theme } from '../../app/theme';
import { FilterPanel, NO_FILTERS } from './FilterPanel';

const DETAILS = {
  brands: Array.from({ length: 20 }, (_, i) => ({ brand_id: i + 1, brand_name: `Brand ${i + 1}` })),
  countries: [{ code: 'FR', label: 'France' }],
  projectStatus: [{ id: 0, description: 'Project Registered' }],
};

/** The height limit of the open list: on the list itself or on the menu holding it. */
function maxHeightOf(listbox: HTMLElement): string[] {
  const paper = listbox.closest('.MuiPaper-root');
  return [listbox, paper]
    .filter((el): el is HTMLElement => el instanceof HTMLElement)
    .map((el) => getComputedStyle(el).maxHeight)
    .filter((h) => h && h !== 'none');
}

describe('project list filters (issue 9 §4)', () => {
  it.each(['Brand', 'Country', 'Status'])('the %s menu is at most 224 px tall (spec 000 §9)', (label) => {
    render(
      <ThemeProvider theme={theme}>
        <FilterPanel
          details={DETAILS}
          value={NO_FILTERS}
          onChange={() => {}}
          onApply={() => {}}
          busy={false}
        />
      </ThemeProvider>,
    );
    const field = screen.getByRole('combobox', { name: label });
    fireEvent.mouseDown(field);
    fireEvent.click(field);
    expect(maxHeightOf(screen.getByRole('listbox'))).toContain(`${LIMITS.selectMenuMaxHeight}px`);
  });
});
