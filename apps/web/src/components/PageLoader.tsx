import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

export function PageLoader() {
  return (
    <Box
      sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '40vh' }}
      role="progressbar"
      aria-label="Loading"
    >
      <CircularProgress />
    </Box>
  );
}
