import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';

/** A spinner dialog: 'Downloading File...', 'Processing Your request ...' (spec 002 §2). */
export function BusyDialog({ open, text }: { open: boolean; text: string }) {
  return (
    <Dialog open={open} aria-labelledby="external-busy-text">
      <DialogContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <CircularProgress size={28} aria-hidden />
        <Typography id="external-busy-text" role="status">
          {text}
        </Typography>
      </DialogContent>
    </Dialog>
  );
}
