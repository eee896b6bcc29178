import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { packs } from '@portal/contract/i18n';
import i18n from '../lib/i18n';
import { LocalizedTheme } from './LocalizedTheme';

afterEach(() => i18n.changeLanguage('en'));

function Picker() {
  return (
    <LocalizedTheme>
      <Autocomplete
        options={['a', 'b']}
        value="a"
        renderInput={(params) => <TextField {...params} label="pick" />}
      />
      <Alert onClose={() => {}}>note</Alert>
    </LocalizedTheme>
  );
}

describe('LocalizedTheme', () => {
  it("gives MUI's own texts (Autocomplete, Alert) from the packs and follows the language", async () => {
    await i18n.changeLanguage('it');
    render(<Picker />);
    expect(screen.getByRole('button', { name: packs.it['autocomplete.open'] })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apri' })).toBeInTheDocument();
    // The clear button shows on hover or focus only.
    expect(screen.getByLabelText(packs.it['autocomplete.clear']!)).toHaveAttribute('title', 'Cancella');
    expect(screen.getByRole('button', { name: packs.it['common.close'] })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'pick' }), 'zz');
    expect(await screen.findByText(packs.it['autocomplete.noOptions']!)).toBeInTheDocument();

    // The list is open: its button now closes it. Both it and the alert's button say "Cerrar" in Spanish.
    await i18n.changeLanguage('es');
    expect(await screen.findAllByRole('button', { name: packs.es['autocomplete.close'] })).toHaveLength(2);
    expect(screen.getByLabelText(packs.es['autocomplete.clear']!)).toBeInTheDocument();
  });
});
