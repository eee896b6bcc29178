import type { ModuleTexts } from '../en';

export const siteApprovals: ModuleTexts<'siteApprovals'> = {};
