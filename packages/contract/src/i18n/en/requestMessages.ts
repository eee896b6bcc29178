/** Filled by the projects slice. */
export const requestMessages = {} as const;
