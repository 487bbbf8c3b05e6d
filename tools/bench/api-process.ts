// Starting a benchmark's server (tools/bench/api-server.ts, bare-server.ts) as its own process, and reading that
// process's memory from Linux /proc, for the benchmarks that measure the API from outside.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The heap limit the API runs with in production (README, "Production"; apps/api start:built). */
export const API_HEAP_FLAG = '--max-old-space-size=512';

/**
 * Starts `script` (relative to the repository root) under tsx and resolves once it prints `listening on <port>`.
 * `nodeFlags` go before the script (the heap limit); `env` is added to this process's environment.
 */
export function startBenchProcess(script: string, port: number, options: { env?: Record<string, string>; nodeFlags?: string[] } = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...(options.nodeFlags ?? []), '--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(`listening on ${port}`)) resolve(child);
    });
  });
}

/** A process's current (VmRSS) and peak (VmHWM) resident memory, in MB. */
export function residentMemoryMb(pid: number): { now: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { now: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** Starts a process's peak (VmHWM) again from its current resident memory (Linux: 5 into clear_refs). */
export function resetPeakMemory(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}
