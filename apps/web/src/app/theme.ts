import { createTheme } from '@mui/material/styles';
import { LIMITS } from '@portal/contract';

export const theme = createTheme({
  palette: {
    primary: { main: '#1f3a68' },
    secondary: { main: '#8a5a00' },
    background: { default: '#f4f6fa' },
    // Text on filled colours (chips, buttons) at WCAG AA 4.5:1: dark text on the default orange warning.
    contrastThreshold: 4.5,
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiSelect: {
      defaultProps: {
        MenuProps: { slotProps: { paper: { style: { maxHeight: LIMITS.selectMenuMaxHeight } } } },
      },
    },
    MuiTextField: { defaultProps: { fullWidth: true, margin: 'normal' } },
  },
});

/** Main-area backgrounds (spec 000 §1): a day gradient from 07:00 to 19:00, a night one otherwise. */
export const BACKGROUNDS = {
  day: 'linear-gradient(160deg, #eef4fb 0%, #f9fbfe 55%, #fff8ec 100%)',
  night: 'linear-gradient(160deg, #dfe4ef 0%, #e9ecf4 55%, #e4e2f0 100%)',
} as const;
