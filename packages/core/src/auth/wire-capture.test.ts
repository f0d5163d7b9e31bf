import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Result } from '../http/result';
import { newAuth } from '../test/auth';
import { capture, PROJECT_ID } from '../test/msw';
import type { Auth } from './index';

// Requests the provider's own @descope/core-js-sdk sent for the same operations: our client
// must send the same method, path, query and body, and the same bearer after the project id.
// Resolved from this file's path (a string: happy-dom's URL is not one node:url accepts).
const CAPTURE_FILE = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../test/fixtures/provider-sdk-wire-capture.jsonl',
);
const CAPTURED_PROJECT_ID = 'P2abc';

interface CapturedCall {
  call: string;
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
}

let entries: CapturedCall[] | undefined;
function captured(call: string): CapturedCall {
  if (!existsSync(CAPTURE_FILE)) throw new Error(`Wire capture file not found: ${CAPTURE_FILE}`);
  entries ??= readFileSync(CAPTURE_FILE, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as CapturedCall);
  const entry = entries.find((candidate) => candidate.call === call);
  if (!entry) throw new Error(`Wire capture has no "${call}" entry (${CAPTURE_FILE})`);
  return entry;
}

const JWT = { sessionJwt: 'S.JWT.X' };
const USER = { loginIds: ['alice@example.com'], userId: 'U1' };

const operations: [
  call: string,
  perform: (auth: Auth) => Promise<Result<unknown>>,
  reply: unknown,
][] = [
  [
    'core.password.signUp',
    (a) =>
      a.password.signUp('alice@example.com', 'Passw0rd!', {
        name: 'Alice',
        email: 'alice@example.com',
      }),
    JWT,
  ],
  ['core.password.signIn', (a) => a.password.signIn('alice@example.com', 'Passw0rd!'), JWT],
  [
    'core.password.signIn (loginOptions)',
    (a) =>
      a.password.signIn('alice@example.com', 'Passw0rd!', {
        stepup: false,
        mfa: false,
        customClaims: { a: 1 },
      }),
    JWT,
  ],
  // The recording server answered {} to everything; a real send answers where it went.
  [
    'core.otp.signIn.email',
    (a) => a.otp.signIn.email('alice@example.com'),
    { maskedEmail: 'a***@example.com' },
  ],
  ['core.otp.verify.email', (a) => a.otp.verify.email('alice@example.com', '123456'), JWT],
  ['core.refresh(token)', (a) => a.refresh('REFRESH.JWT.X'), JWT],
  ['core.refresh() no token', (a) => a.refresh(), JWT],
  ['core.logout(token)', (a) => a.logout('REFRESH.JWT.X'), {}],
  ['core.me(token)', (a) => a.me('REFRESH.JWT.X'), USER],
  ['core.accessKey.exchange', (a) => a.accessKey.exchange('K2key:secret'), JWT],
];

describe('wire capture oracle (@descope/core-js-sdk)', () => {
  it('has the capture file', () => {
    expect(existsSync(CAPTURE_FILE), `missing ${CAPTURE_FILE}`).toBe(true);
  });

  it.each(operations)('%s: sends what the provider SDK sent', async (call, perform, reply) => {
    const expected = captured(call);
    const method = expected.method.toLowerCase() === 'get' ? 'get' : 'post';
    const seen = capture(method, expected.path, reply);

    const result = await perform(newAuth());

    expect(result.ok).toBe(true);
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request?.method).toBe(expected.method);
    expect(request?.path).toBe(expected.path);
    expect(request?.query).toEqual(expected.query);
    // The capture writes a missing body as null; ours records it as undefined.
    expect(request?.body).toEqual(expected.body ?? undefined);
    expect(request?.headers.authorization).toBe(
      expected.headers.authorization?.replace(CAPTURED_PROJECT_ID, PROJECT_ID),
    );
  });
});
