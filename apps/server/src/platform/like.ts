/** `%text%` for (I)LIKE with the pattern characters of the search (\ % _) taken literally. */
export const containsPattern = (search: string): string => `%${search.replace(/[\\%_]/g, '\\$&')}%`;
