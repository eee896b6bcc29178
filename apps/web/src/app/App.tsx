import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Suspense } from 'react';
import { RouterProvider } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { LocalizedTheme } from './LocalizedTheme';
import { createAppRouter } from './router';
import { theme } from './theme';

const router = createAppRouter();

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Suspense fallback={<PageLoader />}>
        <LocalizedTheme>
          <RouterProvider router={router} />
        </LocalizedTheme>
      </Suspense>
    </ThemeProvider>
  );
}
