import type { ModuleTexts } from '../en';

export const projectList: ModuleTexts<'projectList'> = {};
