import { randomUUID } from 'node:crypto';
import { toLanguage } from '@portal/contract';
import type { FeatureHandlers } from '../../platform/api';
import { packFor } from './packs';

export const resourcesHandlers: FeatureHandlers<'getResources' | 'getIdForDevice' | 'clientConfig'> = {
  getResources: ({ params, request, reply }) => {
    const { body, encoding } = packFor(toLanguage(params.lang), request);
    reply
      .header('cache-control', 'public, max-age=300')
      .header('vary', 'accept-encoding')
      .type('application/json; charset=utf-8');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(body);
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
