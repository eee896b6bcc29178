import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Suspense, useLayoutEffect } from 'react';
import { RouterProvider } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { LocalizedTheme } from './LocalizedTheme';
import { createAppRouter } from './router';
import { theme } from './theme';

const router = createAppRouter();

/** Removes index.html's static frame (#boot-shell) once the language is loaded and the first page renders. */
function RemoveBootShell() {
  useLayoutEffect(() => document.getElementById('boot-shell')?.remove(), []);
  return null;
}

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Suspense fallback={<PageLoader />}>
        <LocalizedTheme>
          <RemoveBootShell />
          <RouterProvider router={router} />
        </LocalizedTheme>
      </Suspense>
    </ThemeProvider>
  );
}
