import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function errorOf(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err;
    throw err;
  }
  throw new Error('loadConfig accepted the environment');
}

describe('loadConfig', () => {
  it('refuses bad values with one message naming every bad variable', () => {
    const err = errorOf({
      PORT: 'abc',
      DATABASE_URL: 'mysql://x',
      SMTP_URL: 'http://x',
      APPROVER_EMAILS: 'approver@example.test, notanemail',
      HELPDESK_EMAIL: 'help',
      PUBLIC_URL: 'portal.example.test',
      BASE_PATH: 'portal',
      LOG_LEVEL: 'loud',
      DEMO: 'maybe',
      AUTH_RATE_LIMIT: '0',
    });
    const lines = err.message.split('\n');
    expect(lines[0]).toBe('Invalid configuration:');
    for (const name of [
      'PORT',
      'DATABASE_URL',
      'SMTP_URL',
      'APPROVER_EMAILS',
      'HELPDESK_EMAIL',
      'PUBLIC_URL',
      'BASE_PATH',
      'LOG_LEVEL',
      'DEMO',
      'AUTH_RATE_LIMIT',
    ])
      expect(lines.some((l) => l.trim().startsWith(name))).toBe(true);
    expect(err.message).toMatch(/DATABASE_URL: must be a postgres:\/\/ connection string/);
    expect(err.message).toMatch(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(err.message).toMatch(/APPROVER_EMAILS[.\d]*: must be a comma-separated list of e-mail addresses/);
    expect(err.message).toMatch(/BASE_PATH: must start and end with "\/"/);
  });

  it('names a single bad variable alone', () => {
    for (const [name, value] of [
      ['PORT', 'abc'],
      ['PORT', '70000'],
      ['DATABASE_URL', 'mysql://x'],
      ['SMTP_URL', 'http://x'],
      ['APPROVER_EMAILS', 'notanemail'],
    ]) {
      const err = errorOf({ [name!]: value! });
      const lines = err.message.split('\n').slice(1);
      expect(lines).toHaveLength(1);
      expect(lines[0]!.trim().startsWith(name!)).toBe(true);
    }
  });

  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'production',
      port: 3000,
      host: '127.0.0.1', // demo mode, the default without DATABASE_URL
      basePath: '/',
      publicUrl: 'http://localhost:3000/',
      databaseUrl: undefined,
      smtpUrl: undefined,
      helpdeskEmail: 'helpdesk@portal.local',
      approverEmails: [],
      authRateLimit: 30,
      idleTimeoutMs: 900_000,
      idleCountdownSeconds: 300,
      trustProxy: false,
    });
    expect(config.dataDir).toBe(path.resolve('./data'));
  });

  it('demo mode: on with the embedded database, off with DATABASE_URL unless DEMO=1', () => {
    const pg = 'postgres://portal@db:5432/portal';
    expect(loadConfig({}).demo).toBe(true);
    expect(loadConfig({ DEMO: '0' }).demo).toBe(false);
    expect(loadConfig({ DATABASE_URL: pg }).demo).toBe(false);
    expect(loadConfig({ DATABASE_URL: pg, DEMO: '1' }).demo).toBe(true);
    expect(loadConfig({ DATABASE_URL: pg, DEMO: 'true' }).demo).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgresql://x/y', DEMO: '' }).demo).toBe(false);
  });

  it('demo mode listens on this machine only unless HOST is set; production on every interface', () => {
    const pg = 'postgres://portal@db:5432/portal';
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ DATABASE_URL: pg, DEMO: '1' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '::' }).host).toBe('::');
    expect(loadConfig({ DEMO: '0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ DATABASE_URL: pg }).host).toBe('0.0.0.0');
    expect(loadConfig({ DATABASE_URL: pg, HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  it('load shedding: measured defaults, overridable, 0 turns the delay check off', () => {
    expect(loadConfig({}).loadShed).toEqual({
      maxEventLoopDelayMs: 200,
      sampleIntervalMs: 250,
      retryAfterSeconds: 5,
      warmupMs: 10_000,
      sustainMs: 500,
      maxInFlight: undefined,
      maxInFlightPerCaller: 6,
    });
    expect(
      loadConfig({
        LOAD_SHED_DELAY_MS: '0',
        LOAD_SHED_SAMPLE_MS: '100',
        LOAD_SHED_RETRY_AFTER_S: '30',
        LOAD_SHED_WARMUP_S: '0',
        LOAD_SHED_SUSTAIN_MS: '0',
        LOAD_SHED_MAX_INFLIGHT: '0',
        LOAD_SHED_MAX_INFLIGHT_PER_CALLER: '0',
      }).loadShed,
    ).toEqual({
      maxEventLoopDelayMs: 0,
      sampleIntervalMs: 100,
      retryAfterSeconds: 30,
      warmupMs: 0,
      sustainMs: 0,
      maxInFlight: 0,
      maxInFlightPerCaller: 0,
    });
    expect(() => loadConfig({ LOAD_SHED_DELAY_MS: '-1' })).toThrow(/LOAD_SHED_DELAY_MS/);
    expect(() => loadConfig({ LOAD_SHED_SAMPLE_MS: '5' })).toThrow(/LOAD_SHED_SAMPLE_MS/);
    expect(() => loadConfig({ LOAD_SHED_MAX_INFLIGHT_PER_CALLER: '-1' })).toThrow(
      /LOAD_SHED_MAX_INFLIGHT_PER_CALLER/,
    );
    expect(() => loadConfig({ LOAD_SHED_MAX_INFLIGHT_PER_CALLER: 'many' })).toThrow(
      /LOAD_SHED_MAX_INFLIGHT_PER_CALLER/,
    );
  });

  it('sign-in limit per account: 10 a minute by default, a positive whole number', () => {
    expect(loadConfig({}).authAccountRateLimit).toBe(10);
    expect(loadConfig({ AUTH_ACCOUNT_RATE_LIMIT: '3' }).authAccountRateLimit).toBe(3);
    expect(() => loadConfig({ AUTH_ACCOUNT_RATE_LIMIT: '0' })).toThrow(/AUTH_ACCOUNT_RATE_LIMIT/);
    expect(() => loadConfig({ AUTH_ACCOUNT_RATE_LIMIT: '2.5' })).toThrow(/AUTH_ACCOUNT_RATE_LIMIT/);
  });

  it('ball-in-court clock: default closure and stage days, each overridable, bad values named', () => {
    expect(loadConfig({}).ballClock).toEqual({
      calendar: { closures: {} },
      days: { completeness: 3, content: 7, feedback: 3, corrections: 10 },
    });
    const set = loadConfig({
      WORK_CLOSURES: '2026-12-19..2027-01-04',
      BALL_DAYS: 'content:5, corrections:15',
    });
    expect(set.ballClock).toEqual({
      calendar: { closures: { 2026: { from: '2026-12-19', to: '2027-01-04' } } },
      days: { completeness: 3, content: 5, feedback: 3, corrections: 15 },
    });
    expect(() => loadConfig({ WORK_CLOSURES: '2026-12-19' })).toThrow(/WORK_CLOSURES: "2026-12-19" is not/);
    for (const bad of ['audit:3', 'content:0', 'content:2.5', 'content', 'content:121'])
      expect(() => loadConfig({ BALL_DAYS: bad }), bad).toThrow(/BALL_DAYS/);
  });

  it("reads the background work switch and the reminders' hour and limit", () => {
    const defaults = loadConfig({});
    expect(defaults.backgroundJobs).toBe(true);
    expect(defaults.jobsPollMs).toBe(60_000);
    expect(defaults.reminders).toEqual({ hour: 6, maxDaysLate: 20 });
    const set = loadConfig({ BACKGROUND_JOBS: '0', REMINDER_HOUR: '0', REMINDER_MAX_DAYS: '45' });
    expect(set.backgroundJobs).toBe(false);
    expect(set.reminders).toEqual({ hour: 0, maxDaysLate: 45 });
    expect(() => loadConfig({ REMINDER_HOUR: '24' })).toThrow(/REMINDER_HOUR/);
    expect(() => loadConfig({ REMINDER_MAX_DAYS: '0' })).toThrow(/REMINDER_MAX_DAYS/);
    expect(() => loadConfig({ BACKGROUND_JOBS: 'maybe' })).toThrow(/BACKGROUND_JOBS/);
  });

  it('reads lists, numbers and the public address', () => {
    const config = loadConfig({
      PORT: '8080',
      APPROVER_EMAILS: ' One@Example.test ,two@example.test,, ',
      PUBLIC_URL: 'https://portal.example.test/',
      BASE_PATH: '/portal/',
      SMTP_URL: 'smtps://user:pw@mail.example.test:465',
      TRUST_PROXY: '1',
    });
    expect(config.port).toBe(8080);
    expect(config.approverEmails).toEqual(['one@example.test', 'two@example.test']);
    expect(config.publicUrl).toBe('https://portal.example.test/portal/');
    expect(config.smtpUrl).toBe('smtps://user:pw@mail.example.test:465');
    expect(config.trustProxy).toBe(1);
  });
});

describe('loadConfig: files', () => {
  it('MAX_UPLOAD_MB: 100 MB by default, a positive whole number of MB', () => {
    expect(loadConfig({}).maxUploadBytes).toBe(100 * 1024 * 1024);
    expect(loadConfig({ MAX_UPLOAD_MB: '5' }).maxUploadBytes).toBe(5 * 1024 * 1024);
    for (const bad of ['0', '-1', '1.5', 'lots'])
      expect(errorOf({ MAX_UPLOAD_MB: bad }).message).toMatch(/MAX_UPLOAD_MB/);
  });

  it('local disk without S3_BUCKET; S3-compatible storage with it', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(
      loadConfig({
        S3_BUCKET: 'portal-files',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: '1',
      }).s3,
    ).toEqual({
      bucket: 'portal-files',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    // AWS itself: region given, credentials from the instance or task role
    expect(loadConfig({ S3_BUCKET: 'portal.files', S3_REGION: 'eu-central-1' }).s3).toEqual({
      bucket: 'portal.files',
      endpoint: undefined,
      region: 'eu-central-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
  });

  it('refuses S3 settings that cannot work, naming the variable', () => {
    expect(errorOf({ S3_ENDPOINT: 'http://minio:9000' }).message).toMatch(/S3_BUCKET: is required/);
    expect(errorOf({ S3_BUCKET: 'Portal_Files' }).message).toMatch(/S3_BUCKET: must be a bucket name/);
    expect(errorOf({ S3_BUCKET: 'ab' }).message).toMatch(/S3_BUCKET/);
    expect(errorOf({ S3_BUCKET: 'files', S3_ENDPOINT: 'minio:9000' }).message).toMatch(/S3_ENDPOINT/);
    expect(errorOf({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'id' }).message).toMatch(
      /S3_SECRET_ACCESS_KEY: .*go together/,
    );
    expect(errorOf({ S3_BUCKET: 'files', S3_SECRET_ACCESS_KEY: 's' }).message).toMatch(/S3_ACCESS_KEY_ID/);
    expect(errorOf({ S3_BUCKET: 'files', S3_FORCE_PATH_STYLE: 'maybe' }).message).toMatch(
      /S3_FORCE_PATH_STYLE/,
    );
  });
});
