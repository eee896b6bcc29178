import type { ProcessStatusKey, ValidationGroupKey } from '@portal/contract';

/**
 * Brand-neutral chart colours (no brand's colour), from the colour-blind-safe Okabe–Ito and Tol palettes,
 * each at least 3:1 against white (WCAG 1.4.11 non-text contrast); values and names are also written as
 * text next to the charts, so colour never carries the meaning alone.
 */
export const GROUP_COLORS: Record<ValidationGroupKey, string> = {
  designSubmitted: '#0072B2', // blue: in progress
  designValidated: '#007A5A', // green: validated
  designRefused: '#C34A00', // vermilion: refused
  designWrongMissingCount: '#AA4499', // purple: refused / not compliant
};

export const PROCESS_COLORS: Record<ProcessStatusKey, string> = {
  validationInProgressCount: '#0072B2',
  siteRegistrationCount: '#5F6B7A',
  designSubmittedCount: '#2D6FA3',
  designContentValidationPendingCount: '#33648C',
  designValidatedCount: '#007A5A',
  designRefusedCount: '#C34A00',
  designCompletenessCheckRefused: '#AA4499',
  documentationOnlyCount: '#8A6A00',
  projectsDocumentedCount: '#6B5B95',
};
