/** Spec 002 §9: the help desk confirmation and the FAQ delete banner each show for 4 s. */
export const HELP_DESK_TIMINGS = {
  confirmationMs: 4000,
  faqBannerMs: 4000,
} as const;
