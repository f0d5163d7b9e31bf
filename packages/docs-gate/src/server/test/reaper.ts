import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** This process's children named `name`, by pid, from /proc (Linux; none elsewhere). */
export function childrenNamed(name: string): number[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    try {
      // `pid (comm) state ppid ...`: comm may hold spaces, so read after its closing paren.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      return comm === name && ppid === process.pid ? [Number(entry)] : [];
    } catch {
      return [];
    }
  });
}

const WATCH = `
const pids = JSON.parse(process.argv[1]);
process.stdin.resume();
process.stdin.on('end', () => {
  for (const pid of pids) { try { process.kill(pid, 'SIGKILL'); } catch {} }
  process.exit(0);
});`;

/**
 * Kills `pids` when this process ends, however it ends. Miniflare kills its workerd on exit and
 * on SIGINT/SIGTERM, but a test process killed outright (SIGKILL: a hung run stopped, an
 * out-of-memory kill) would leave workerd running: a watchdog holding the read end of a pipe
 * from this process sees it close and kills them. `release()` when they were stopped.
 */
export function reapOnExit(pids: readonly number[]): { release(): void } {
  if (pids.length === 0) return { release: () => undefined };
  const watchdog = spawn(process.execPath, ['-e', WATCH, JSON.stringify(pids)], {
    stdio: ['pipe', 'ignore', 'ignore'],
  });
  watchdog.unref();
  (watchdog.stdin as unknown as { unref?: () => void }).unref?.();
  return { release: () => watchdog.kill() };
}
