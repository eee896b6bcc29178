import path from 'node:path';
import { z } from 'zod';
import {
  BALL_STAGES,
  DEFAULT_BALL_DAYS,
  MAX_BALL_DAYS,
  parseClosures,
  type BallDays,
  type WorkCalendar,
} from '@portal/contract';

/** Reminders stop once a project is this many working days late (docs/decisions/026-background-jobs-and-reminders.md). */
export const DEFAULT_REMINDER_MAX_DAYS = 20;

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');
const emailList = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email('must be a comma-separated list of e-mail addresses')));
/** WORK_CLOSURES: `yyyy-mm-dd..yyyy-mm-dd` ranges (packages/contract/src/working-days.ts, parseClosures). */
const closures = z.string().transform((v, ctx): WorkCalendar => {
  const parsed = parseClosures(v);
  if (typeof parsed === 'string') {
    ctx.addIssue({ code: 'custom', message: parsed });
    return z.NEVER;
  }
  return parsed;
});
/** BALL_DAYS: `stage:days` pairs, e.g. `completeness:3,content:7`; a stage not named keeps its default. */
const ballDays = z.string().transform((v, ctx): BallDays => {
  const days = { ...DEFAULT_BALL_DAYS };
  for (const part of v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [stage = '', n = ''] = part.split(':');
    const value = Number(n);
    if (
      !(BALL_STAGES as readonly string[]).includes(stage) ||
      !/^\d+$/.test(n) ||
      value < 1 ||
      value > MAX_BALL_DAYS
    ) {
      ctx.addIssue({
        code: 'custom',
        message: `"${part}" must be stage:days with a stage of ${BALL_STAGES.join(', ')} and 1 to ${MAX_BALL_DAYS} days`,
      });
      return z.NEVER;
    }
    days[stage as keyof BallDays] = value;
  }
  return days;
});
const url = (what: string) => z.url(`must be a URL (${what})`);

/** Load shedding's defaults, measured with `npm run bench -- --sections stall` (README "Benchmarks"). */
export const LOAD_SHED_DEFAULTS = {
  delayMs: 200,
  sampleMs: 250,
  retryAfterS: 5,
  warmupS: 10,
  sustainMs: 500,
} as const;

/** Every environment variable the server reads (documented in README "Configuration"). */
const envVariables = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().optional(),
  PUBLIC_URL: url('the address users open, used in mailed links').optional(),
  BASE_PATH: z
    .string()
    .regex(/^\/([\w.-]+\/)*$/, 'must start and end with "/", e.g. /portal/')
    .default('/'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
    .optional(),
  DEMO: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().default(''),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Store Design Portal <no-reply@portal.local>'),
  MAIL_POLL_MS: z.coerce.number().int().min(50).default(2000),
  HELPDESK_EMAIL: z.email('must be an e-mail address').default('helpdesk@portal.local'),
  APPROVER_EMAILS: emailList.default([]),
  IP_SERVICE_URL: z.union([z.literal(''), url('third-party IP service')]).default(''),
  INTRO_VIDEO_URL: z.union([z.literal(''), url('intro video')]).default(''),
  MAP_TILE_URL: z
    .union([
      z.literal('none'),
      z
        .string()
        .regex(
          /^https?:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/,
          'must be a tile URL template with {z}, {x} and {y}, or none',
        ),
    ])
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  GEOCODER_URL: z
    .union([
      z.literal('none'),
      z.string().regex(/^https?:\/\/[^/]+\/.*\{q\}/, 'must be a search URL with {q}, or none'),
    ])
    .default('https://nominatim.openstreetmap.org/search?format=json&limit=1&q={q}'),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  AUTH_ACCOUNT_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  IDLE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(900_000),
  IDLE_COUNTDOWN_S: z.coerce.number().int().min(1).default(300),
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  WEB_DIST: z.string().optional(),
  MAX_UPLOAD_MB: z.coerce.number().int().min(1).max(10_240).default(100),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL (S3-compatible endpoint)' })
    .optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name (3-63 lower-case letters, digits, "." or "-")',
    )
    .optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.optional(),
  LOAD_SHED_DELAY_MS: z.coerce.number().int().min(0).default(LOAD_SHED_DEFAULTS.delayMs),
  LOAD_SHED_SAMPLE_MS: z.coerce.number().int().min(10).max(10_000).default(LOAD_SHED_DEFAULTS.sampleMs),
  LOAD_SHED_RETRY_AFTER_S: z.coerce.number().int().min(1).max(3600).default(LOAD_SHED_DEFAULTS.retryAfterS),
  LOAD_SHED_WARMUP_S: z.coerce.number().int().min(0).max(600).default(LOAD_SHED_DEFAULTS.warmupS),
  LOAD_SHED_SUSTAIN_MS: z.coerce.number().int().min(0).max(60_000).default(LOAD_SHED_DEFAULTS.sustainMs),
  LOAD_SHED_MAX_INFLIGHT: z.coerce.number().int().min(0).optional(),
  LOAD_SHED_MAX_INFLIGHT_PER_CALLER: z.coerce.number().int().min(0).default(6),
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{16,}$/, 'must be at least 16 printable characters without spaces')
    .optional(),
  WORK_CLOSURES: closures.optional(),
  BALL_DAYS: ballDays.optional(),
  BACKGROUND_JOBS: bool.optional(),
  JOBS_POLL_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
  EXTRACT_WORKER: bool.optional(),
  EXTRACT_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(2000),
  REMINDER_HOUR: z.coerce.number().int().min(0).max(23).default(6),
  REMINDER_MAX_DAYS: z.coerce.number().int().min(1).max(MAX_BALL_DAYS).default(DEFAULT_REMINDER_MAX_DAYS),
});
const envSchema = envVariables.superRefine(checkStorageVariables);

/** S3_* settings that only make sense together. */
function checkStorageVariables(env: Record<string, unknown>, ctx: z.RefinementCtx) {
  const others = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'];
  if (!env.S3_BUCKET && others.some((name) => env[name] !== undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: ['S3_BUCKET'],
      message: 'is required when other S3_* variables are set',
    });
  }
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
    const missing = env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    ctx.addIssue({
      code: 'custom',
      path: [missing],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    });
  }
}

export type Config = ReturnType<typeof toConfig>;

function toConfig(env: z.infer<typeof envSchema>) {
  const dataDir = path.resolve(env.DATA_DIR);
  const demo = env.DEMO ?? !env.DATABASE_URL;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    /** Demo mode listens on this machine only unless HOST says otherwise: its mailbox signs anyone in. */
    host: env.HOST ?? (demo ? '127.0.0.1' : '0.0.0.0'),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '') + env.BASE_PATH,
    basePath: env.BASE_PATH,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    /** Demo data and the dev mailbox: on with the embedded database unless DEMO=0, off with PostgreSQL unless DEMO=1. */
    demo,
    logLevel: env.LOG_LEVEL,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    mailPollMs: env.MAIL_POLL_MS,
    helpdeskEmail: env.HELPDESK_EMAIL,
    approverEmails: env.APPROVER_EMAILS,
    ipServiceUrl: env.IP_SERVICE_URL,
    introVideoUrl: env.INTRO_VIDEO_URL,
    /** Map tiles and place search for the project map; 'none' leaves the map without tiles or search. */
    mapTileUrl: env.MAP_TILE_URL === 'none' ? '' : env.MAP_TILE_URL,
    geocoderUrl: env.GEOCODER_URL === 'none' ? '' : env.GEOCODER_URL,
    authRateLimit: env.AUTH_RATE_LIMIT,
    /** Sign-in calls per minute for one address, from any IP (counted in the database). */
    authAccountRateLimit: env.AUTH_ACCOUNT_RATE_LIMIT,
    idleTimeoutMs: env.IDLE_TIMEOUT_MS,
    idleCountdownSeconds: env.IDLE_COUNTDOWN_S,
    /** How long a checked session is trusted without asking the database (per instance; 0 = every request). */
    sessionCacheMs: env.SESSION_CACHE_MS,
    webDist: env.WEB_DIST ? path.resolve(env.WEB_DIST) : undefined,
    /** Largest file an upload may carry (docs/files.md): 413 beyond it, nothing stored. */
    maxUploadBytes: env.MAX_UPLOAD_MB * 1024 * 1024,
    /** S3-compatible storage when a bucket is set; otherwise files live under DATA_DIR/files. */
    s3: env.S3_BUCKET
      ? {
          endpoint: env.S3_ENDPOINT,
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
        }
      : undefined,
    /** Bearer token that /metrics asks for; unset: /metrics answers clients on this machine only. */
    metricsToken: env.METRICS_TOKEN,
    /**
     * The ball-in-court clock (docs/lifecycle.md): working days without weekends and the yearly closure
     * (23 Dec–7 Jan unless WORK_CLOSURES replaces a year's), and each stage's working days (BALL_DAYS).
     */
    ballClock: { calendar: env.WORK_CLOSURES ?? { closures: {} }, days: env.BALL_DAYS ?? DEFAULT_BALL_DAYS },
    /**
     * Background work (docs/production.md "Background work"): the mail worker and the scheduled jobs run on this
     * instance unless BACKGROUND_JOBS=0; any number of instances may run them, each job's period is done once.
     */
    backgroundJobs: env.BACKGROUND_JOBS ?? true,
    jobsPollMs: env.JOBS_POLL_MS,
    /**
     * The prepared extracts' worker (decision 031): on wherever the background work is, unless EXTRACT_WORKER says
     * otherwise (e.g. only on instances kept for it: an extract takes a core for minutes).
     */
    extractWorker: env.EXTRACT_WORKER ?? env.BACKGROUND_JOBS ?? true,
    extractPollMs: env.EXTRACT_POLL_MS,
    /** Ball-in-court reminders: sent from this UTC hour of each working day, for projects at most this many working days late. */
    reminders: { hour: env.REMINDER_HOUR, maxDaysLate: env.REMINDER_MAX_DAYS },
    /** Load shedding: 503 + Retry-After for API calls once the event loop lags (0 ms = off). */
    loadShed: {
      maxEventLoopDelayMs: env.LOAD_SHED_DELAY_MS,
      sampleIntervalMs: env.LOAD_SHED_SAMPLE_MS,
      retryAfterSeconds: env.LOAD_SHED_RETRY_AFTER_S,
      /** For this long after the start, a lagging event loop alone sheds nothing (load-shedding.ts). */
      warmupMs: env.LOAD_SHED_WARMUP_S * 1000,
      /** The event loop's lag sheds only once it has lasted this long: one stall is not saturation. */
      sustainMs: env.LOAD_SHED_SUSTAIN_MS,
      /** API calls in progress at once before the next is shed (0 = no limit; unset: by database kind). */
      maxInFlight: env.LOAD_SHED_MAX_INFLIGHT,
      /** Of those, most at once from one session (or one IP without a session); 0 = no such limit. */
      maxInFlightPerCaller: env.LOAD_SHED_MAX_INFLIGHT_PER_CALLER,
    },
  };
}

function parseTrustProxy(v: string): boolean | number | string {
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v; // comma-separated addresses or CIDR ranges
}

export class ConfigError extends Error {}

/** Reads and validates the environment once; throws one message listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return toConfig(parsed.data);
}
