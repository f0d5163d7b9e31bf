#!/usr/bin/env node
// What an app ships of Gatehouse, measured the way apps build: each line is a small app built
// with Vite (the version the examples use; rolldown), production mode, React external (the host
// app has it), importing the built packages as an npm user gets them (scripts/size/lines.mjs).
// Per line: up front, the entry and every chunk it imports statically, transitively (what a
// browser fetches before the app runs); all-in, every file the build emits for it (what loads
// on demand, a mode or a locale included). Each file is gzip-compressed on its own, as it is
// served. Beside ours, the provider's current npm packages in the same app, the same way.
// A last line counts what each side fetches before its first sign-in screen shows, in Chromium
// (scripts/size/first-screen.mjs). Exits non-zero past any budget (bytes or files).
//
// Run after `npm run build` (it uses the packages' dist).
import { availableParallelism } from 'node:os';
import { builtFileLines } from './size/built-files.mjs';
import { measureFirstScreen } from './size/first-screen.mjs';
import { FIRST_SCREEN, LINES } from './size/lines.mjs';
import { inParallel, measureApp, scratchDir } from './size/measure.mjs';
import { asCode, markdownTable, overBudget, rowOf, sized } from './size/table.mjs';

// Vite's builds run in this process; rolldown uses every core for each, so two at a time keep
// a two-core machine busy without queueing.
const PARALLEL = Math.min(2, availableParallelism());

const scratch = scratchDir();
let failed = false;
try {
  const started = performance.now();
  const apps = LINES.flatMap((line) => [
    { id: line.id, code: line.code, external: line.external },
    ...(line.provider
      ? [{ id: `${line.id}-provider`, code: line.provider.code, external: line.external }]
      : []),
  ]);
  const measured = new Map(
    await inParallel(apps, PARALLEL, async (app) => [
      app.id,
      await measureApp({ dir: scratch.dir, ...app }),
    ]),
  );
  const firstScreen = await measureFirstScreen(scratch.dir);
  measured.set(FIRST_SCREEN.id, { upFront: firstScreen.ours });
  measured.set(`${FIRST_SCREEN.id}-provider`, { upFront: firstScreen.provider });
  const rows = [...LINES, FIRST_SCREEN].map((line) => {
    const figures = measured.get(line.id);
    failed ||= overBudget(line, figures).length > 0;
    return rowOf(line, figures, measured.get(`${line.id}-provider`));
  });
  console.log(markdownTable(rows));
  console.log(
    '\nThe provider beside each line (its current npm packages, pinned devDependencies):',
  );
  for (const line of [...LINES, FIRST_SCREEN].filter((each) => each.provider)) {
    console.log(asCode(`- ${line.name}: ${line.provider.name}`));
  }
  const { cdn } = firstScreen.provider;
  console.log(
    `  of the provider's first screen, from its CDN (the UI library): ${sized(cdn)}; React left out on both sides`,
  );
  console.log('');
  for (const { ok, text } of await builtFileLines(scratch.dir)) {
    failed ||= !ok;
    console.log(text);
  }
  console.log(`\nmeasured in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} finally {
  scratch.remove();
}
if (failed) {
  console.error('size: a line is over its budget');
  process.exit(1);
}
