import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyAccepts from '@fastify/accepts';
import { COUNTRIES, PROJECT_STATUSES, ROLES } from '@portal/contract';
import { packs } from '@portal/contract/i18n';
import { contractTypeText, countryText, requestLanguage, roleText, statusText, t } from './i18n';

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ logger: false });
  await app.register(fastifyAccepts);
  app.get('/lang', (request) => ({ lang: requestLanguage(request) }));
  await app.ready();
});
afterAll(() => app.close());

const languageOf = async (header?: string) => {
  const res = await app.inject({
    method: 'GET',
    url: '/lang',
    headers: header === undefined ? {} : { 'accept-language': header },
  });
  return (res.json() as { lang: string }).lang;
};

describe('requestLanguage', () => {
  it('honours quality values, not the order of the header', async () => {
    expect(await languageOf('de;q=0.1, fr;q=0.9')).toBe('fr');
    expect(await languageOf('it;q=0.5, es')).toBe('es');
    expect(await languageOf('en;q=0.3, de;q=0.8, fr;q=0.5')).toBe('de');
  });

  it('matches regional tags to their language and skips languages we do not have', async () => {
    expect(await languageOf('fr-CA')).toBe('fr');
    expect(await languageOf('pt-BR, de-AT;q=0.7')).toBe('de');
    expect(await languageOf('DE-de')).toBe('de');
  });

  it('answers English without a header, for none of ours, for q=0 only and for *', async () => {
    expect(await languageOf()).toBe('en');
    expect(await languageOf('')).toBe('en');
    expect(await languageOf('pt, ja;q=0.5')).toBe('en');
    expect(await languageOf('fr;q=0')).toBe('en');
    expect(await languageOf('*')).toBe('en');
    expect(await languageOf('%%%;;;,,')).toBe('en');
  });
});

describe('reference data in a language', () => {
  it('names statuses, countries, contract types and roles from the packs, English as seeded', () => {
    expect(statusText('fr', 3)).toBe('Projet approuvé');
    expect(statusText('en', 3)).toBe(PROJECT_STATUSES[3]);
    expect(countryText('de', 'FR')).toBe('Frankreich');
    expect(countryText('es', 'de')).toBe('Alemania');
    expect(countryText('en', 'GB')).toBe(COUNTRIES.find((c) => c.code === 'GB')!.label);
    expect(contractTypeText('it', 2)).toBe('Solo vendita');
    expect(roleText('fr', ROLES.HQ)).not.toBe(ROLES.HQ);
  });

  it('falls back to the code for an unknown country and to nothing for an unknown id', () => {
    expect(countryText('fr', 'QQ')).toBe('QQ');
    expect(statusText('fr', 99)).toBe('');
    expect(statusText('fr', null)).toBe('');
    expect(contractTypeText('de', undefined)).toBe('');
  });
});

describe('t: a pack text with its placeholders filled', () => {
  it("writes a {{count, number}} as the reader's language writes numbers, and a plain {{name}} as given", () => {
    expect(packs.en['mail.ballReminder.subject']).toContain('{{count, number}}');
    expect(t('en', 'mail.ballReminder.subject', { count: 1150 })).toBe(
      'Reminder: overdue projects waiting for you (1,150)',
    );
    expect(t('de', 'mail.ballReminder.subject', { count: 1150 })).toContain('(1.150)');
    // French groups with a narrow no-break space.
    expect(t('fr', 'mail.ballReminder.subject', { count: 1150 })).toContain('(1\u202f150)');
    expect(t('en', 'ball.reminder.more', { count: 12, link: 'https://portal.test/x' })).toBe(
      'And 12 more overdue projects:\nhttps://portal.test/x',
    );
    expect(t('en', 'projectList.countMore', { count: 1000 })).toBe('More than 1,000 projects');
  });
});
