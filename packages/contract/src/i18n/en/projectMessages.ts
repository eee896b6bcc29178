/** Filled by the projects slice. */
export const projectMessages = {} as const;
