import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api';

/** Supplier and download pages: a name already used is told apart; anything else is 'error' (spec 002 §8). */
export const fileExistOrError = (t: TFunction) => (e: unknown) =>
  e instanceof ApiError && (e.status === 409 || e.message === 'FileExist')
    ? t('upload.fileExist')
    : t('externalPages.upload.error');

/** Auditor and ARCAD pages: just 'error'. */
export const plainError = (t: TFunction) => () => t('externalPages.upload.error');
