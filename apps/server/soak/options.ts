import { parseArgs } from 'node:util';

export interface SoakOptions {
  users: number;
  minutes: number;
  instances: number;
  /** Bulk projects added to the demo data. */
  projects: number;
  /** Seconds between a simulated user's actions (mean; drawn from an exponential distribution). */
  thinkSeconds: number;
  short: boolean;
}

const USAGE = `npm run soak -- [--short] [--users N] [--minutes M] [--instances 2|3] [--projects N] [--think S]
  --short       a few minutes with few users (what a developer or CI runs): 3 minutes, 24 users, 2 instances
  default       the budgeted run: 300 users, 30 minutes, 3 instances, 20,000 bulk projects`;

/** The command line of `npm run soak` (README "Running in production", docs/budgets.md). */
export function soakOptions(argv = process.argv.slice(2)): SoakOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      short: { type: 'boolean', default: false },
      users: { type: 'string' },
      minutes: { type: 'string' },
      instances: { type: 'string' },
      projects: { type: 'string' },
      think: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const short = values.short ?? false;
  const number = (name: string, v: string | undefined, fallback: number, min: number, max: number) => {
    if (v === undefined) return fallback;
    const n = Number(v);
    if (!Number.isFinite(n) || n < min || n > max) {
      console.error(`--${name} must be a number from ${min} to ${max}\n${USAGE}`);
      process.exit(2);
    }
    return n;
  };
  return {
    short,
    users: Math.round(number('users', values.users, short ? 24 : 300, 6, 2000)),
    minutes: number('minutes', values.minutes, short ? 3 : 30, 1, 24 * 60),
    instances: Math.round(number('instances', values.instances, short ? 2 : 3, 2, 3)),
    projects: Math.round(number('projects', values.projects, short ? 2000 : 20_000, 0, 1_000_000)),
    thinkSeconds: number('think', values.think, short ? 3 : 8, 0.1, 600),
  };
}
