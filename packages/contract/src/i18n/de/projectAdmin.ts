import type { ModuleTexts } from '../en';

export const projectAdmin: ModuleTexts<'projectAdmin'> = {};
