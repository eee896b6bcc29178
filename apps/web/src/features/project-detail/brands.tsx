import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { BRANDS, HIDDEN_LIST_BRAND } from '@portal/contract';

/** Black or white, whichever contrasts more with the background (WCAG relative luminance). */
export function readableTextColour(background: string): '#000000' | '#FFFFFF' {
  const hex = /^#?([0-9a-f]{6})$/i.exec(background.trim())?.[1];
  if (!hex) return '#FFFFFF';
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return (luminance + 0.05) / 0.05 >= 1.05 / (luminance + 0.05) ? '#000000' : '#FFFFFF';
}

interface BrandMark {
  brandName: string;
  /** Brand colour; absent for a name with no chip (shown as text). */
  colour?: string;
  /** Professional variants and unknown names show as text labels, not chips (spec 001 §2). */
  isProfessional?: boolean;
}

/** A brand's chip in its colour, with a readable text colour. */
function BrandChip({ name, colour }: { name: string; colour: string }) {
  return (
    <Chip
      label={name}
      size="small"
      sx={{ bgcolor: colour, color: readableTextColour(colour), fontWeight: 600 }}
    />
  );
}

/** Brand chips, then the brands without a chip (professional variants, unknown names) as plain text. */
export function BrandMarks({ brands }: { brands: readonly BrandMark[] }) {
  const chips = brands.filter((b) => b.colour && !b.isProfessional);
  const labels = brands.filter((b) => !b.colour || b.isProfessional);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}>
      {chips.map((b) => (
        <BrandChip key={b.brandName} name={b.brandName} colour={b.colour!} />
      ))}
      {labels.map((b) => (
        <Typography key={b.brandName} component="span" variant="body2" sx={{ fontWeight: 600 }}>
          {b.brandName}
        </Typography>
      ))}
    </Box>
  );
}

const BY_NAME = new Map(BRANDS.map((b) => [b.name.toLowerCase(), b]));

/**
 * A comma-separated brand text (site history) as marks: known brands as chips, professional variants and
 * unknown names as text, Leapmotor left out (spec 001 §2 "Site project history screen").
 */
export function brandMarksFromText(text: string): BrandMark[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s && s.toLowerCase() !== HIDDEN_LIST_BRAND.toLowerCase())
    .map((name) => {
      const ref = BY_NAME.get(name.toLowerCase());
      return ref
        ? { brandName: ref.name, colour: ref.colour, isProfessional: Boolean(ref.professional) }
        : { brandName: name };
    });
}
