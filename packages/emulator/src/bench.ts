// Benchmark (not a test): user search latency over 10 000 seeded users, and refresh
// throughput with rotation. Prints the figures and exits non-zero past the search budget.
// Run with `npm run bench` in this package after `npm run build`.
import { performance } from 'node:perf_hooks';
import { demoSeed } from './seed/demo';
import type { Seed } from './seed/schema';
import { startEmulator } from './start';
import { findUserByLoginId } from './state/store';
import { issueSession } from './tokens/jwt';

const USERS = 10_000;
const SEARCHES = 400;
const SEARCH_P95_BUDGET_MS = 25;
const REFRESH_SECONDS = 3;
const REFRESH_CHAINS = 8;

function benchSeed(): Seed {
  const seed = demoSeed();
  const first = ['ada', 'grace', 'alan', 'edsger', 'barbara', 'donald', 'margaret', 'ken'];
  const extra = Array.from({ length: USERS - (seed.users?.length ?? 0) }, (_, i) => {
    const name = `${first[i % first.length]} user${i}`;
    const email = `${name.replace(' ', '.')}@${i % 2 ? 'acme' : 'globex'}.test`;
    return {
      loginIds: [email],
      name,
      email,
      userTenants: [{ tenantId: i % 2 ? 'T2acme' : 'T2globex', roleNames: [] }],
      status: (i % 10 === 0 ? 'disabled' : 'enabled') as 'disabled' | 'enabled',
      customAttributes: { department: i % 3 ? 'Engineering' : 'Sales' },
    };
  });
  return { ...seed, users: [...(seed.users ?? []), ...extra] };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main() {
  const emulator = await startEmulator({ seed: benchSeed() });
  const auth = `Bearer ${emulator.projectId}:${emulator.managementKey}`;
  const texts = ['ada', 'user12', 'globex', 'grace user3', 'nobody-matches', ''];

  const timings: number[] = [];
  for (let i = 0; i < SEARCHES; i++) {
    const started = performance.now();
    const response = await fetch(`${emulator.url}/v1/mgmt/user/search`, {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        limit: 100,
        page: i % 3,
        text: texts[i % texts.length],
        withTestUser: false,
        sort: [{ field: 'name', desc: i % 2 === 0 }],
      }),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`search answered ${response.status}`);
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  const p50 = percentile(timings, 50);
  const p95 = percentile(timings, 95);

  const admin = findUserByLoginId(emulator.store.data, 'admin@acme.test');
  if (!admin) throw new Error('demo admin missing');
  let refreshes = 0;
  const deadline = performance.now() + REFRESH_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: REFRESH_CHAINS }, async () => {
      let token = (await issueSession(emulator.store, admin)).refreshJwt ?? '';
      while (performance.now() < deadline) {
        const response = await fetch(`${emulator.url}/v1/auth/refresh`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${emulator.projectId}:${token}`,
            'content-type': 'application/json',
          },
          body: '{}',
        });
        const body = (await response.json()) as { refreshJwt?: string };
        if (!response.ok || !body.refreshJwt)
          throw new Error(`refresh answered ${response.status}`);
        token = body.refreshJwt;
        refreshes++;
      }
    }),
  );
  await emulator.stop();

  console.log(`user search over ${USERS} users (${SEARCHES} requests, 100 per page)`);
  console.log(
    `  p50 ${p50.toFixed(2)} ms   p95 ${p95.toFixed(2)} ms   budget p95 <= ${SEARCH_P95_BUDGET_MS} ms`,
  );
  console.log(
    `refresh with rotation: ${(refreshes / REFRESH_SECONDS).toFixed(0)} requests/s (${REFRESH_CHAINS} concurrent chains)`,
  );
  if (p95 > SEARCH_P95_BUDGET_MS) {
    console.error('bench: user search p95 is over budget');
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
