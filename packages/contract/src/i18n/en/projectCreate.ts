/** Filled by the projects slice. */
export const projectCreate = {} as const;
