import { type DocumentSlot } from '@portal/contract';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

/** GET projects/ismaxfileuploaded/{projectId}/{documentName} (spec 001 §7): true when the next upload replaces the oldest version. */
export const isMaxFileUploaded = (projectId: number, documentName: DocumentSlot) =>
  call(API.isMaxFileUploaded, { params: { projectId, documentName } });
