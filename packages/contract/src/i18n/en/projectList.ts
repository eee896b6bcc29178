/** Filled by the projects slice. */
export const projectList = {} as const;
