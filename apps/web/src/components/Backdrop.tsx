import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { isDayTime } from '@portal/contract';
import { BACKGROUNDS } from '../app/theme';
import { useNow } from './useNow';

/** The main area with the day or night gradient. */
export function Backdrop({ children }: { children: ReactNode }) {
  const now = useNow();
  const day = isDayTime(now);
  return (
    <Box
      data-theme-time={day ? 'day' : 'night'}
      sx={{ minHeight: '100%', flexGrow: 1, background: day ? BACKGROUNDS.day : BACKGROUNDS.night }}
    >
      {children}
    </Box>
  );
}
