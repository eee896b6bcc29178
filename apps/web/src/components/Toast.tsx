import Snackbar from '@mui/material/Snackbar';

/** A short message at the bottom of the screen (the spec's "toast"). Loaded on first use. */
export default function Toast({ message, onClose }: { message: string; onClose: () => void }) {
  return <Snackbar open={Boolean(message)} autoHideDuration={4000} onClose={onClose} message={message} />;
}
