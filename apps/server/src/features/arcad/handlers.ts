import type { FeatureHandlers } from '../../platform/api';
import { uploadArcadFile } from './upload';

/** The ARCAD party's page (spec 002 §2 "ARCAD page"; docs/external-parties.md). */
export const arcadHandlers: FeatureHandlers<'uploadArcadFile'> = {
  uploadArcadFile: (ctx) => uploadArcadFile(ctx),
};
