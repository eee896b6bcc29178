import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useState, type ReactNode } from 'react';

/** Accordion panels of a page: one open at a time; clicking the open one closes it (spec 002 §2). */
export function useOpenPanel(first: string | false) {
  const [open, setOpen] = useState<string | false>(first);
  const toggle = (id: string) => setOpen((current) => (current === id ? false : id));
  return { open, toggle };
}

export function Section({
  id,
  title,
  open,
  onToggle,
  level = 'h2',
  children,
}: {
  id: string;
  /** The heading level of the panel's title. */
  level?: 'h2' | 'h3';
  title: string;
  open: boolean;
  onToggle: (id: string) => void;
  children: ReactNode;
}) {
  return (
    <Accordion
      expanded={open}
      onChange={() => onToggle(id)}
      disableGutters
      variant="outlined"
      slotProps={{ heading: { component: level } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-header`} aria-controls={`${id}-content`}>
        <Typography component="span" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`${id}-content`}>{children}</AccordionDetails>
    </Accordion>
  );
}
