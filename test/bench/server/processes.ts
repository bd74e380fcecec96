import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** A server in its own Node process. */
export interface BenchProcess {
  url: string;
  pid: number | undefined;
  stop(): Promise<void>;
}

/** Runs `script` (a path from the repository root; a .ts one through tsx) with `env`; resolves with the URL it prints. */
export function startProcess(script: string, args: string[], env: Record<string, string>): Promise<BenchProcess> {
  // BENCH_CPU_PROF=<folder>: each server writes a V8 CPU profile there when it stops (where its time went).
  const profile = process.env['BENCH_CPU_PROF'] ? ['--cpu-prof', `--cpu-prof-dir=${process.env['BENCH_CPU_PROF']}`] : [];
  const child = spawn(process.execPath, [...profile, ...(script.endsWith('.ts') ? ['--import', 'tsx'] : []), script, ...args], {
    cwd: ROOT,
    env: { PATH: process.env['PATH'] ?? '', ...env },
    // The service's JSON request log is written (its cost is part of the figure) and thrown away.
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (url) resolve({ url, pid: child.pid, stop: () => stop(child) });
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${String(code)} before it listened`)));
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
