import { z } from 'zod';
import { clientConfig } from '../schemas/accounts';
import { route } from './define';

/** Health, language packs, client configuration and the demo mailbox (docs/architecture.md, docs/mail.md, docs/languages.md). */
export const platformApi = {
  health: route({
    method: 'GET',
    path: '/health',
    access: 'public',
    alwaysAnswered: true,
    tag: 'health',
    summary: 'Process up',
  }),
  ready: route({
    method: 'GET',
    path: '/ready',
    access: 'public',
    tag: 'health',
    summary: 'Database reachable and every migration applied (503 otherwise)',
  }),
  getResources: route({
    method: 'GET',
    path: '/resources/getresources/:lang',
    access: 'public',
    alwaysAnswered: true,
    tag: 'resources',
    params: z.object({ lang: z.string().max(10) }),
    answer: z.record(z.string(), z.string()),
  }),
  getIdForDevice: route({
    method: 'GET',
    path: '/resources/getIdfordevice',
    access: 'public',
    alwaysAnswered: true,
    tag: 'resources',
    answer: z.object({ deviceId: z.string() }),
  }),
  clientConfig: route({
    method: 'GET',
    path: '/client-config',
    access: 'public',
    alwaysAnswered: true,
    tag: 'resources',
    answer: clientConfig,
  }),
  devMail: route({
    method: 'GET',
    path: '/dev/mail',
    access: 'public',
    alwaysAnswered: true,
    tag: 'dev',
    summary: 'Demo mode only: the outbox as a mailbox, newest first (by when each mail was written)',
    demoOnly: true,
    query: z.object({
      to: z.string().max(320).optional(),
      limit: z.coerce.number().int().min(1).max(500).default(100),
    }),
    answer: z.array(
      z.object({
        to: z.string(),
        subject: z.string(),
        text: z.string(),
        html: z.string(),
        createdAt: z.string(),
      }),
    ),
  }),
};
