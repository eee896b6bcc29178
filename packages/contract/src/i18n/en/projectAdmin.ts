/** Filled by the projects slice. */
export const projectAdmin = {} as const;
