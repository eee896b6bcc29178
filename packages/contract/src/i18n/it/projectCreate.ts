import type { ModuleTexts } from '../en';

export const projectCreate: ModuleTexts<'projectCreate'> = {};
