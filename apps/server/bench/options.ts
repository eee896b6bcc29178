import { parseArgs } from 'node:util';

export interface Options {
  projects: number;
  requests: number;
  warmup: number;
  duration: number;
  rounds: number;
  sections: Set<string>;
  connections: number;
  keep: boolean;
  /** An existing database to reuse (seeded only when it has no project, never dropped); '' for a fresh one. */
  database: string;
  /** Where to write a CPU profile of the authenticated read under load (throughput section). */
  profile: string;
  stallClients: number[];
  stallDuration: number;
  stallProjects: number;
  stallDatabases: Set<string>;
  stallModes: boolean[];
}

/** The command line (README "Benchmarks"): every option has a default. */
export function options(): Options {
  const { values } = parseArgs({
    options: {
      projects: { type: 'string', default: '100000' },
      requests: { type: 'string', default: '300' },
      warmup: { type: 'string', default: '30' },
      duration: { type: 'string', default: '5' },
      rounds: { type: 'string', default: '3' },
      sections: {
        type: 'string',
        default: 'list,export,design,arcad,oversight,extracts,map-page,throughput,stall,uploads',
      },
      connections: { type: 'string', default: '10' },
      keep: { type: 'boolean', default: false },
      database: { type: 'string', default: '' },
      profile: { type: 'string', default: '' },
      'stall-clients': { type: 'string', default: '50,200' },
      'stall-duration': { type: 'string', default: '15' },
      'stall-projects': { type: 'string', default: '10000' },
      'stall-databases': { type: 'string', default: 'postgres,embedded' },
      'stall-modes': { type: 'string', default: 'off,on' },
    },
    strict: true,
  });
  const int = (name: string, v: string, min: number) => {
    const n = Number(v);
    if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be an integer ≥ ${min}`);
    return n;
  };
  return {
    projects: int('projects', values.projects, 1),
    requests: int('requests', values.requests, 10),
    warmup: int('warmup', values.warmup, 0),
    duration: int('duration', values.duration, 1),
    rounds: int('rounds', values.rounds, 1),
    sections: new Set(values.sections.split(',').map((x) => x.trim())),
    connections: int('connections', values.connections, 1),
    keep: values.keep,
    database: database(values.database),
    profile: values.profile,
    stallClients: values['stall-clients'].split(',').map((v) => int('stall-clients', v.trim(), 1)),
    stallDuration: int('stall-duration', values['stall-duration'], 3),
    stallProjects: int('stall-projects', values['stall-projects'], 1),
    stallDatabases: new Set(values['stall-databases'].split(',').map((x) => x.trim())),
    stallModes: values['stall-modes'].split(',').map((x) => x.trim() === 'on'),
  };
}

/** `--database NAME`: a plain lower-case name (it is written into SQL), not the bench's own. */
function database(name: string): string {
  if (name && !/^[a-z_][a-z0-9_]{0,62}$/.test(name))
    throw new Error('--database must be a lower-case name of letters, digits and _');
  return name;
}
