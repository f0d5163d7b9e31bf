#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { DEFAULT_FLOW_ID, serveDocsGate } from './server/index';
import { defaultSignInDir, signInPageBuilt } from './server/sign-in-dir';

const USAGE = `usage: gatehouse-docs-gate serve <build dir> --project-id <id> --base-url <url>
                           [--port 5175] [--host 127.0.0.1] [--flow-id ${DEFAULT_FLOW_ID}]

Serves a built docs site, each file to the readers its build's manifest
(.gatehouse/manifest.json) names, or, without one, to readers with a valid session cookie
(DS). Signed-out readers get the public sign-in page at /_gate/sign-in (every other file is
401); signed-in readers a 403 page for a page that is not for them. Restart it to serve a
new build.

  --project-id  the provider's project id (sessions of other projects are refused)
  --base-url    where the provider answers, e.g. https://api.descope.com or the emulator
  --port        the port to listen on (default 5175; 0 picks a free one)
  --host        the address to listen on (default 127.0.0.1)
  --flow-id     the sign-in flow the sign-in page runs (default ${DEFAULT_FLOW_ID})
  -h, --help    this text`;

/** A usage error: said with the usage, exit status 2. */
class UsageError extends Error {}

function parse(argv: string[]) {
  let parsed: ReturnType<typeof parseOptions>;
  try {
    parsed = parseOptions(argv);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) return null;
  const [command, root, ...extra] = positionals;
  if (command !== 'serve') {
    throw new UsageError(command ? `unknown command "${command}"` : 'missing command "serve"');
  }
  if (!root) throw new UsageError('missing the build dir to serve');
  if (extra.length) throw new UsageError(`unexpected argument "${extra[0]}"`);
  if (!values['project-id']) throw new UsageError('--project-id is required');
  if (!values['base-url']) throw new UsageError('--base-url is required');
  const port = Number(values.port);
  if (!/^\d+$/.test(values.port) || port > 65535) {
    throw new UsageError(`--port must be a port number (0-65535), not "${values.port}"`);
  }
  return {
    root,
    port,
    host: values.host,
    projectId: values['project-id'],
    baseUrl: values['base-url'],
    flowId: values['flow-id'],
  };
}

function parseOptions(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      'project-id': { type: 'string' },
      'base-url': { type: 'string' },
      port: { type: 'string', default: '5175' },
      host: { type: 'string', default: '127.0.0.1' },
      'flow-id': { type: 'string', default: DEFAULT_FLOW_ID },
      help: { type: 'boolean', short: 'h' },
    },
  });
}

async function main() {
  let args: ReturnType<typeof parse>;
  try {
    args = parse(process.argv.slice(2));
  } catch (error) {
    console.error(`gatehouse-docs-gate: ${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (!args) {
    console.log(USAGE);
    return;
  }

  let gate: Awaited<ReturnType<typeof serveDocsGate>>;
  try {
    gate = await serveDocsGate(args);
  } catch (error) {
    // Bad option values (a missing build dir, a malformed URL) are usage errors too.
    if (error instanceof TypeError) {
      console.error(`gatehouse-docs-gate: ${error.message}\n\n${USAGE}`);
      process.exit(2);
    }
    console.error(`gatehouse-docs-gate: could not start: ${(error as Error).message}`);
    process.exit(1);
  }

  console.log(`gatehouse-docs-gate serving ${args.root} on ${gate.url}`);
  console.log(`  sign-in page  ${gate.url}/_gate/sign-in`);
  console.log(`  project id    ${args.projectId}, keys from ${args.baseUrl}`);
  if (!signInPageBuilt(defaultSignInDir())) {
    console.warn(
      'gatehouse-docs-gate: WARNING: the sign-in page is not built (dist/sign-in/ is missing);\n' +
        '  /_gate/sign-in answers 503 until `npm run build -w @gatehouse/docs-gate` has run.',
    );
  }

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    gate.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

await main();
