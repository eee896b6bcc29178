/** Filled by the projects slice. */
export const projectDetail = {} as const;
