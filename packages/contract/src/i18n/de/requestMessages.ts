import type { ModuleTexts } from '../en';

export const requestMessages: ModuleTexts<'requestMessages'> = {};
