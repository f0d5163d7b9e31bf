import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { demoSeed } from '../seed/demo';
import { loadSeed } from '../seed/load';
import { createStore, dataFromSeed, type Store } from '../state/store';

// Thousands of malformed requests across every route. The emulator must never answer 5xx or
// crash; every refusal is a JSON error body and changes none of its entities; and no
// management route ever succeeds without credentials. (A random body can be a valid public
// sign-up, e.g. a TOTP username: such an answer may rightly create a user.)

let store: Store;
let app: ReturnType<typeof createApp>;
let routes: Array<{ method: string; path: string }>;

const entities = () => {
  const { users, roles, tenants, permissions, accessKeys, refreshTokens } = store.data;
  return JSON.stringify({ users, roles, tenants, permissions, accessKeys, refreshTokens });
};

beforeAll(async () => {
  store = createStore(await dataFromSeed(loadSeed(demoSeed())));
  app = createApp({ store, origin: () => 'http://127.0.0.1:4500' });
  const seen = new Set<string>();
  routes = app.routes
    .filter((route) => route.method !== 'ALL' && !route.path.startsWith('/emulator/v1'))
    .map((route) => ({
      method: route.method,
      path: route.path
        .replace(':projectId', store.data.projectId)
        .replace(/:[A-Za-z]+/g, 'x')
        .replace('*', 'config.json'),
    }))
    .filter(
      (route) =>
        !seen.has(`${route.method} ${route.path}`) && seen.add(`${route.method} ${route.path}`),
    );
});

const jsonish = fc.oneof(
  fc.anything({ maxDepth: 3 }).map((value) => {
    try {
      return JSON.stringify(value) ?? 'null';
    } catch {
      return '{}';
    }
  }),
  fc.string({ maxLength: 200 }),
  fc.constantFrom(
    '',
    '{',
    '[]',
    'null',
    '{"loginId":',
    '\u0000',
    '{"loginId":{"$gt":""}}',
    '{"__proto__":{"admin":true}}',
  ),
  fc
    .record({
      loginId: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
      password: fc.oneof(fc.string(), fc.array(fc.string())),
      code: fc.string(),
      token: fc.string(),
      ids: fc.array(fc.oneof(fc.string(), fc.integer())),
    })
    .map((value) => JSON.stringify(value)),
);

const authorization = fc.oneof(
  fc.constant(undefined),
  fc.string({ maxLength: 80 }),
  fc.string({ maxLength: 80 }).map((s) => `Bearer ${s}`),
  fc.string({ maxLength: 80 }).map((s) => `Bearer P2GatehouseDemo:${s}`),
  fc.constant('Bearer P2GatehouseDemo:eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.'),
);

const query = fc.dictionary(
  fc.constantFrom('tenant', 'loginId', 'id', 'provider', 'redirectURL', 'state', 'x'),
  fc.string({ maxLength: 40 }),
  { maxKeys: 3 },
);

describe('the emulator under malformed input', () => {
  it('answers malformed requests with 4xx JSON errors that change nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat(),
        jsonish,
        authorization,
        query,
        fc.boolean(),
        async (pick, body, auth, params, jsonType) => {
          const route = routes[pick % routes.length]!;
          const url = new URL(`http://127.0.0.1:4500${route.path}`);
          for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
          const headers: Record<string, string> = {};
          if (auth !== undefined) headers.authorization = auth;
          if (jsonType) headers['content-type'] = 'application/json';
          const before = entities();
          const response = await app.request(url.toString(), {
            method: route.method,
            headers,
            body: route.method === 'GET' || route.method === 'HEAD' ? undefined : body,
          });
          const text = await response.text();
          if (response.status >= 500) {
            throw new Error(`${route.method} ${route.path} answered ${response.status}: ${text}`);
          }
          if (/^\/v[12]\/mgmt\//.test(route.path)) {
            expect(response.status, `${route.method} ${route.path}`).toBeGreaterThanOrEqual(400);
          }
          if (response.status >= 400) {
            expect(JSON.parse(text)).toHaveProperty('errorCode');
            expect(entities(), `${route.method} ${route.path} changed state`).toBe(before);
          }
        },
      ),
      { numRuns: 3000 },
    );
    expect(routes.length).toBeGreaterThan(60);
  }, 120_000);
});
