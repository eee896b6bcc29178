import type { ModuleTexts } from '../en';

export const projectDetail: ModuleTexts<'projectDetail'> = {};
