import type { ModuleTexts } from '../en';

export const projectMessages: ModuleTexts<'projectMessages'> = {};
