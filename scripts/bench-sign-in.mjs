// The docs benches' reader (scripts/bench-gate.mjs, scripts/bench-first-content.mjs): the demo
// admin signed in through the emulator's API, for the DS cookie and the stored tokens.

/**
 * Fresh tokens of the demo admin: `{ sessionJwt, refreshJwt }`. The emulator's module loads
 * only here: bench-gate's server processes import that script and need none of it.
 */
export async function signInDemoAdmin(emulator) {
  const { DEMO_ADMIN } = await import('@gatehouse/emulator');
  const response = await fetch(`${emulator.url}/v1/auth/password/signin`, {
    method: 'POST',
    headers: { authorization: `Bearer ${emulator.projectId}`, 'content-type': 'application/json' },
    body: JSON.stringify({ loginId: DEMO_ADMIN.loginId, password: DEMO_ADMIN.password }),
  });
  if (!response.ok) throw new Error(`sign-in at the emulator: ${response.status}`);
  return response.json();
}
