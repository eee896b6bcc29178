import { randomUUID } from 'node:crypto';
import { toLanguage } from '@portal/contract';
import { packs } from '@portal/contract/i18n';
import type { FeatureHandlers } from '../../platform/api';

export const resourcesHandlers: FeatureHandlers<'getResources' | 'getIdForDevice' | 'clientConfig'> = {
  getResources: ({ params, reply }) => {
    reply.header('cache-control', 'public, max-age=300');
    return packs[toLanguage(params.lang)];
  },
  getIdForDevice: () => ({ deviceId: randomUUID() }),
  clientConfig: ({ config }) => ({
    demo: config.demo,
    ipServiceUrl: config.ipServiceUrl,
    introVideoUrl: config.introVideoUrl,
    mapTileUrl: config.mapTileUrl,
    geocoderUrl: config.geocoderUrl,
    helpDeskEmail: config.helpdeskEmail,
    idleTimeoutMs: config.idleTimeoutMs,
    idleCountdownSeconds: config.idleCountdownSeconds,
  }),
};
