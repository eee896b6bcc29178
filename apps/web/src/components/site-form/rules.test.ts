import { describe, expect, it, vi } from 'vitest';
import { applyServerErrors, focusFirstInvalid, fromBrandDetails, toBrandDetails } from './rules';

describe('helpers', () => {
  it('places server field messages on renamed fields and answers the others', () => {
    const setError = vi.fn();
    const out = applyServerErrors(
      { ARCADLocationCode: 'bad code', 'BrandDetails.0.ContractTypeId': 'pick one', Other: 'hmm' },
      setError,
      ['LocationCode', 'Brands'],
      { ARCADLocationCode: 'LocationCode', BrandDetails: 'Brands' },
    );
    expect(out).toEqual({ placed: ['LocationCode', 'Brands.0.ContractTypeId'], unplaced: ['hmm'] });
    expect(setError).toHaveBeenCalledWith('Brands.0.ContractTypeId', { type: 'server', message: 'pick one' });
  });

  it('converts brands both ways', () => {
    const form = [
      { BrandId: 2, ContractTypeId: 1 as const, SalesVolume: ' 80 ' },
      { BrandId: 4, ContractTypeId: 3, SalesVolume: '' },
      { BrandId: 5, ContractTypeId: '' as const, SalesVolume: '1.5' },
    ];
    expect(toBrandDetails(form)).toEqual([
      { BrandId: 2, ContractTypeId: 1, SalesVolume: 80 },
      { BrandId: 4, ContractTypeId: 3, SalesVolume: null },
      // Not a whole number: sent as typed, for the contract's schema to refuse with its message.
      { BrandId: 5, ContractTypeId: 0, SalesVolume: '1.5' },
    ]);
    expect(fromBrandDetails([{ brandId: 4, contractTypeId: null, salesVolume: 5 }])).toEqual([
      { BrandId: 4, ContractTypeId: '', SalesVolume: '5' },
    ]);
  });

  it('focuses the first invalid field in screen order', () => {
    document.body.innerHTML = `
      <div id="root">
        <div data-field="SiteName"><input id="a" /></div>
        <div data-field="Country"><input aria-hidden="true" tabindex="-1" /><div role="combobox" tabindex="0" id="b"></div></div>
        <fieldset data-field="Brands"><input type="checkbox" id="c" />
          <div data-field="Brands.0.ContractTypeId"><div role="combobox" tabindex="0" id="d"></div></div>
        </fieldset>
      </div>`;
    const root = document.getElementById('root');
    focusFirstInvalid(root, { Country: { type: 'validate', message: 'x' } });
    expect(document.activeElement?.id).toBe('b');
    // An array of item errors is not the list's own error: its first invalid item gets the focus.
    focusFirstInvalid(root, { Brands: [{ ContractTypeId: { type: 'validate', message: 'x' } }] } as never);
    expect(document.activeElement?.id).toBe('d');
    focusFirstInvalid(root, ['Brands', 'SiteName']);
    expect(document.activeElement?.id).toBe('a');
  });
});
