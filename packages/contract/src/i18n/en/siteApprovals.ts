/** Filled by the projects slice. */
export const siteApprovals = {} as const;
