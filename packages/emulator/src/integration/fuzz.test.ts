import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { MAX_BODY_BYTES, MAX_FAULT_PATTERN_LENGTH, MAX_JSON_DEPTH } from '../http/limits';
import { dataFromSeed } from '../seed/data';
import { demoSeed } from '../seed/demo';
import { loadSeed } from '../seed/load';
import { createStore, type Store } from '../state/store';
import { wildcardReference } from '../test/wildcard-reference';

// Thousands of malformed requests across every route. The emulator must never answer 5xx or
// crash; every refusal is a JSON error body and changes none of its entities; and no
// management route ever succeeds without credentials. (A random body can be a valid public
// sign-up, e.g. a TOTP username: such an answer may rightly create a user.) Hostile bodies
// (too big, nested too deep) are refused on every route before any handler, and hostile
// fault patterns cost no more than any other.

const ORIGIN = 'http://127.0.0.1:4500';

let store: Store;
let app: ReturnType<typeof createApp>;
let routes: Array<{ method: string; path: string }>;
/** Every route with a body, the development API's included. */
let bodyRoutes: Array<{ method: string; path: string }>;

const entities = () => {
  const { users, roles, tenants, permissions, accessKeys, refreshTokens } = store.data;
  return JSON.stringify({ users, roles, tenants, permissions, accessKeys, refreshTokens });
};

beforeAll(async () => {
  store = createStore(await dataFromSeed(loadSeed(demoSeed())));
  app = createApp({ store, origin: () => ORIGIN });
  const seen = new Set<string>();
  const all = app.routes
    .filter((route) => route.method !== 'ALL')
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
  routes = all.filter((route) => !route.path.startsWith('/emulator/v1'));
  bodyRoutes = all.filter((route) => route.method !== 'GET' && route.method !== 'HEAD');
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
          const url = new URL(`${ORIGIN}${route.path}`);
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

/** JSON nested past the limit, in the shapes a hostile client would try. */
const deepBody = fc
  .record({
    depth: fc.oneof(
      fc.integer({ min: MAX_JSON_DEPTH + 1, max: MAX_JSON_DEPTH + 8 }),
      fc.integer({ min: MAX_JSON_DEPTH + 1, max: 100_000 }),
    ),
    shape: fc.constantFrom('arrays', 'objects', 'unclosed', 'mixed', 'in-a-field'),
  })
  .map(({ depth, shape }) => {
    switch (shape) {
      case 'arrays':
        return `${'['.repeat(depth)}${']'.repeat(depth)}`;
      case 'objects':
        return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
      case 'unclosed':
        return '['.repeat(depth);
      case 'mixed':
        return `${'[{"a":'.repeat(Math.ceil(depth / 2))}1${'}]'.repeat(Math.ceil(depth / 2))}`;
      default:
        return `{"loginId":"deep@example.test","name":"Deep","customAttributes":{"a":${'['.repeat(depth)}${']'.repeat(depth)}}}`;
    }
  });

/** Bodies past the size limit: one long string, or many small values. */
const hugeBody = fc
  .record({ extra: fc.integer({ min: 1, max: 2 * MAX_BODY_BYTES }), many: fc.boolean() })
  .map(({ extra, many }) =>
    many
      ? `[${'1,'.repeat(Math.ceil((MAX_BODY_BYTES + extra) / 2))}1]`
      : `{"loginId":"huge@example.test","name":"${'n'.repeat(MAX_BODY_BYTES + extra)}"}`,
  );

describe('the emulator under hostile bodies', () => {
  it('refuses too deep (400) and too big (413) bodies on every route and changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat(),
        fc.oneof(
          deepBody.map((body) => ({ body, status: 400 })),
          hugeBody.map((body) => ({ body, status: 413 })),
        ),
        fc.boolean(),
        async (pick, { body, status }, declareLength) => {
          const route = bodyRoutes[pick % bodyRoutes.length]!;
          const headers: Record<string, string> = {
            authorization: `Bearer ${store.data.projectId}:${store.data.managementKey}`,
            'content-type': 'application/json',
          };
          if (declareLength) headers['content-length'] = String(Buffer.byteLength(body));
          const before = JSON.stringify(store.data);
          const response = await app.request(`${ORIGIN}${route.path}`, {
            method: route.method,
            headers,
            body,
          });
          expect(response.status, `${route.method} ${route.path}`).toBe(status);
          expect(await response.json()).toEqual({
            errorCode: expect.any(String),
            errorDescription: expect.any(String),
            errorMessage: expect.any(String),
          });
          expect(JSON.stringify(store.data), `${route.method} ${route.path}`).toBe(before);
        },
      ),
      { numRuns: 300 },
    );
    expect(bodyRoutes.some((route) => route.path.startsWith('/emulator/v1'))).toBe(true);
  }, 120_000);
});

/** Patterns that make a backtracking matcher explode, and random ones of the same letters. */
const hostilePattern = fc.oneof(
  fc
    .integer({ min: 2, max: Math.floor((MAX_FAULT_PATTERN_LENGTH - 2) / 2) })
    .map((stars) => `${'*a'.repeat(stars)}*b`),
  fc
    .array(fc.constantFrom('*', 'a', 'b', '/', 'v1', '*a*', 'a*'), { minLength: 1, maxLength: 80 })
    .map((parts) => parts.join('').slice(0, MAX_FAULT_PATTERN_LENGTH)),
);

const longPath = fc
  .record({ length: fc.nat(2_000), end: fc.constantFrom('', 'b', '/b', 'ab') })
  .map(({ length, end }) => `/v1/${'a'.repeat(length)}${end}`);

describe('the emulator under hostile fault patterns', () => {
  it('matches any pattern against long paths promptly and exactly like the reference', async () => {
    const call = (path: string, init: RequestInit = {}) =>
      app.request(`${ORIGIN}${path}`, {
        ...init,
        headers: { 'content-type': 'application/json' },
      });
    await fc.assert(
      fc.asyncProperty(hostilePattern, longPath, async (pattern, path) => {
        await call('/emulator/v1/faults', { method: 'DELETE' });
        const injected = await call('/emulator/v1/faults', {
          method: 'POST',
          body: JSON.stringify({ path: pattern, status: 598, count: 1 }),
        });
        expect(injected.status, pattern).toBe(200);
        const started = performance.now();
        const response = await app.request(`${ORIGIN}${path}`);
        expect(performance.now() - started, pattern).toBeLessThan(1000);
        expect(response.status === 598, `${pattern} on ${path}`).toBe(
          wildcardReference(pattern, path),
        );
      }),
      { numRuns: 300 },
    );
    await call('/emulator/v1/faults', { method: 'DELETE' });
  }, 120_000);
});
