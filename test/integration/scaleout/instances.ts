// Product-service instances as real processes (`src/server/main.ts`) on one PostgreSQL schema, and a
// round-robin proxy in front of them, as a load balancer would put them.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { inject } from 'vitest';
import { API_KEY, API_SECRET, temporaryFolder, TOKEN_KEY } from '../server/harness';
import type { FakeStream } from '../server/harness';

/** One running instance. */
export interface Instance {
  name: string;
  url: string;
  child: ChildProcess;
  /** Resolves with how the process ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Its JSON log lines so far. */
  logs: string[];
}

/** A fresh schema name: the instances of one test share it, tests never do. */
export function freshSchema(): string {
  return `s_${randomBytes(6).toString('hex')}`;
}

/** Starts `npm run server` as a child process with DATABASE_URL set; resolves once it listens. */
export function startInstance(name: string, fake: FakeStream, env: Record<string, string>): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts', '--port', '0'], {
    cwd: process.cwd(),
    env: {
      PATH: process.env['PATH'] ?? '',
      STREAM_API_KEY: API_KEY,
      STREAM_API_SECRET: API_SECRET,
      STREAM_BASE_URL: fake.url,
      BOUNTY_CHAT_TOKEN_KEY: TOKEN_KEY.toString('base64'),
      BOUNTY_CHAT_DATA: temporaryFolder(),
      DATABASE_URL: inject('postgresTestUrl'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  child.stderr!.on('data', (chunk: Buffer) => logs.push(...chunk.toString().split('\n').filter(Boolean)));
  return new Promise((resolve, reject) => {
    let stdout = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const url = /listening on (http:\/\/\S+)/.exec(stdout)?.[1];
      if (url) resolve({ name, url, child, exited, logs });
    });
    void exited.then(() => reject(new Error(`instance ${name} exited before listening: ${logs.join('\n')}`)));
  });
}

/** Stops an instance if it still runs. */
export async function stopInstance(instance: Instance): Promise<void> {
  if (instance.child.exitCode === null && instance.child.signalCode === null) instance.child.kill('SIGKILL');
  await instance.exited;
}

/** A round-robin HTTP proxy; `served` lists which instance answered each request, in order. */
export interface Proxy {
  url: string;
  served: string[];
  close(): Promise<void>;
}

/** Forwards each request to the next instance in turn. */
export async function roundRobinProxy(instances: Instance[]): Promise<Proxy> {
  const served: string[] = [];
  let next = 0;
  const server = createServer((req, res) => {
    const target = instances[next++ % instances.length]!;
    served.push(target.name);
    const upstream = request(new URL(req.url ?? '/', target.url), { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Runs one query in an instance's schema, to look at the shared queue. */
export async function queryStore<Row>(schema: string, sql: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: inject('postgresTestUrl'), options: `-c search_path=${schema}` });
  await client.connect();
  try {
    return (await client.query(sql)).rows as Row[];
  } finally {
    await client.end();
  }
}
