// Progress for an install that prints nothing until it ends. `npm install` in a fresh clone
// unpacks about 1 700 packages (Docusaurus, for the docs site, is most of them) and says
// nothing for 2 to 4 minutes unless its output is a terminal; its install scripts take under a
// second. So the wait is npm's own, and what shows it is counting: every package npm has
// unpacked has its package.json on disk, and the lockfile says how many there will be.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** This Linux's C library as npm names it (`glibc` or `musl`); none elsewhere. */
function hostLibc() {
  if (process.platform !== 'linux') return undefined;
  return process.report?.getReport().header.glibcVersionRuntime ? 'glibc' : 'musl';
}

/** Whether a lockfile entry installs here (its os, cpu and libc, when it names them, match). */
const installsHere = (entry, { platform, arch, libc }) =>
  !entry.link &&
  (!entry.os || entry.os.includes(platform)) &&
  (!entry.cpu || entry.cpu.includes(arch)) &&
  (!entry.libc || entry.libc.includes(libc));

/** The folders of the packages the lockfile at `root` installs on this platform. */
export function expectedPackages(
  root,
  host = { platform: process.platform, arch: process.arch, libc: hostLibc() },
) {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
  return Object.entries(lock.packages ?? {})
    .filter(([path]) => path.includes('node_modules/'))
    .filter(([, entry]) => installsHere(entry, host))
    .map(([path]) => path);
}

/** How many of `folders` (relative to `root`) hold an unpacked package. */
export const unpacked = (root, folders) =>
  folders.filter((folder) => existsSync(join(root, folder, 'package.json'))).length;

/**
 * Run `command` with `args` in `root` (its output shown as it comes), and every `everyMs` print
 * how many of the lockfile's packages are unpacked so far. Resolves with its exit code.
 */
export function runWithProgress(command, args, { root, everyMs = 10_000, print = console.log }) {
  const folders = expectedPackages(root);
  const started = Date.now();
  print(
    `Installing about ${folders.length} packages (most of them Docusaurus, for the docs site): ` +
      'npm prints nothing until it is done, so progress is shown here.',
  );
  const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
  const timer = setInterval(() => {
    const seconds = Math.round((Date.now() - started) / 1000);
    const done = unpacked(root, folders);
    // npm fetches (or reads from its cache) for a while before the first package lands.
    print(
      done
        ? `  ${done} of ${folders.length} packages unpacked, ${seconds} s`
        : `  fetching the packages, none unpacked yet, ${seconds} s`,
    );
  }, everyMs);
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      clearInterval(timer);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}
