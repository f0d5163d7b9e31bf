#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { DEMO_ADMIN, DEMO_PROJECT_ID, DEMO_READER } from './seed/demo';
import { exportState } from './seed/persist';
import { startEmulator } from './start';
import type { EmulatorData } from './state/types';

const USAGE = `gatehouse-emulator [--port 4500] [--host 127.0.0.1] [--seed seed.json]
                   [--import dir] [--export-dir dir] [--export-on-exit [dir]]
                   [--pages dir] [--sample-audits count] [--sample-users count]`;

function parse() {
  // --export-on-exit takes an optional value: a following flag means "no value".
  const argv = process.argv
    .slice(2)
    .flatMap((arg, i, all) =>
      arg === '--export-on-exit' && (all[i + 1] === undefined || all[i + 1]?.startsWith('--'))
        ? [arg, '.gatehouse-emulator']
        : [arg],
    );
  return parseArgs({
    args: argv,
    options: {
      port: { type: 'string', default: '4500' },
      host: { type: 'string', default: '127.0.0.1' },
      seed: { type: 'string' },
      import: { type: 'string' },
      'export-dir': { type: 'string' },
      'export-on-exit': { type: 'string' },
      pages: { type: 'string' },
      'sample-audits': { type: 'string' },
      'sample-users': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  }).values;
}

/** The export on exit; a failure is said loudly, since the state is about to go. */
function exportOnStop(data: EmulatorData, dir: string): boolean {
  try {
    console.log(`exported to ${exportState(data, dir)}`);
    return true;
  } catch (error) {
    console.error(
      `gatehouse-emulator: export to ${dir} failed: ${(error as Error).message}\n` +
        '  The changes since the last export are lost; the previous export, if any, is intact.',
    );
    return false;
  }
}

async function main() {
  let args: ReturnType<typeof parse>;
  try {
    args = parse();
  } catch (error) {
    console.error(`${(error as Error).message}\n\nusage: ${USAGE}`);
    process.exit(2);
  }
  if (args.help) {
    console.log(`usage: ${USAGE}`);
    return;
  }
  const port = Number(args.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`--port must be a port number, not "${args.port}"`);
    process.exit(2);
  }
  const exportOnExit = args['export-on-exit'];
  const emulator = await startEmulator({
    port,
    host: args.host,
    seed: args.seed,
    importDir: args.import,
    // On-demand exports go where asked, else where the exit export goes; nowhere without either.
    exportDir: args['export-dir'] ?? exportOnExit,
    pagesDir: args.pages,
    sampleAudits: args['sample-audits'] === undefined ? undefined : Number(args['sample-audits']),
    sampleUsers: args['sample-users'] === undefined ? undefined : Number(args['sample-users']),
  });

  const lines = [
    `gatehouse-emulator listening on ${emulator.url}`,
    `  project id      ${emulator.projectId}`,
    `  management key  ${emulator.managementKey}`,
  ];
  if (!args.seed && !args.import && emulator.projectId === DEMO_PROJECT_ID) {
    lines.push(
      `  demo sign-in    ${DEMO_ADMIN.loginId} / ${DEMO_ADMIN.password} (Tenant Admin of Acme Corp)`,
      `  demo reader     ${DEMO_READER.loginId} / ${DEMO_READER.password} (Viewer of Acme Corp, no admin role)`,
    );
  }
  lines.push(`  inbox           ${emulator.url}/emulator/v1/inbox`);
  if (args.pages) lines.push(`  pages           ${args.pages} (served over the built-in content)`);
  console.log(lines.join('\n'));

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    const exported = exportOnExit ? exportOnStop(emulator.store.data, exportOnExit) : true;
    await emulator.stop();
    process.exit(exported ? 0 : 1);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error(`gatehouse-emulator: ${(error as Error).message}`);
  process.exit(1);
});
