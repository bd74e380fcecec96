import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * A server running in its own Node process, started through tsx. `cpuSeconds()` is the CPU time (user +
 * system) the process has used so far, from /proc (NaN where there is none): unlike wall time it does not
 * grow while other work on the machine holds the CPU, so it compares servers fairly on a busy machine.
 */
export type ChildServer = { ready: RegExpMatchArray; cpuSeconds(): CpuSeconds; stop(): Promise<void> };

/** CPU time a process used in user space and in the kernel (socket writes are mostly kernel time). */
export type CpuSeconds = { user: number; system: number };

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Starts `script` (a .ts path from the repository root) with `args` and resolves once a stdout line matches
 * `ready`; rejects if the process exits first or says nothing matching within `ms`.
 */
export function startChildServer(script: string, args: string[], ready: RegExp, ms = 20_000): Promise<ChildServer> {
  // BENCH_NODE_OPTIONS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") reaches the servers, for profiling them.
  const extra = (process.env.BENCH_NODE_OPTIONS ?? '').split(' ').filter((option) => option !== '');
  const child = spawn(process.execPath, [...extra, '--import', 'tsx', script, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => { errors += chunk.toString(); });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`${script} did not get ready within ${ms} ms\n${errors}`)), ms);
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(error);
    };
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = ready.exec(output);
      if (!found) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({ ready: found, cpuSeconds: () => cpuSeconds(child.pid), stop: () => stop(child) });
    });
    child.once('exit', (code) => fail(new Error(`${script} exited with ${String(code)} before it was ready\n${errors}`)));
  });
}

/** Clock ticks per second of /proc/<pid>/stat's utime and stime (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

function cpuSeconds(pid: number | undefined): CpuSeconds {
  if (pid === undefined) return { user: Number.NaN, system: Number.NaN };
  try {
    // Fields after the command name (which may contain spaces, hence the last ')'): utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { user: Number(fields[11]) / TICKS_PER_SECOND, system: Number(fields[12]) / TICKS_PER_SECOND };
  } catch {
    return { user: Number.NaN, system: Number.NaN };
  }
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 3000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
