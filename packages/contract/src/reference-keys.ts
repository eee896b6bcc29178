import { ROLE_TITLE_KEY, type Role } from './roles';

/**
 * Language-pack keys of reference data (docs/languages.md, docs/reference-data.md). Names stay data (seeded, stored and sent in English);
 * what a person reads is the pack text of a stable id or code, never of the English name:
 *
 * - project status:  `status.{id}`          (status.3 = Project Approved)
 * - country:         `country.{ISO code}`  (country.FR = France)
 * - contract type:   `contractType.{id}`   (contractType.1 = Sales and After-Sales)
 * - role:            `role.{short name}`   (ROLE_TITLE_KEY; roles are stored and sent as their English names)
 *
 * Later reference data follows the same shape: `{singular noun}.{id or code}` in the packs' `reference` module.
 */
export const statusKey = (id: number) => `status.${id}`;
export const countryKey = (code: string) => `country.${code.trim().toUpperCase()}`;
export const contractTypeKey = (id: number) => `contractType.${id}`;
export const roleKey = (role: Role) => ROLE_TITLE_KEY[role];
