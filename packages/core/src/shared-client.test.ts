import { describe, expect, it } from 'vitest';
import { sharedClient, sharedSessionClient } from './shared-client';

describe('sharedClient', () => {
  it('hands out one client per project id and base URL', () => {
    const a = sharedClient({ projectId: 'Pshared1', baseUrl: 'http://127.0.0.1:4500' });
    expect(sharedClient({ projectId: 'Pshared1', baseUrl: 'http://127.0.0.1:4500' })).toBe(a);
    expect(sharedClient({ projectId: 'Pshared1', baseUrl: 'http://127.0.0.1:4501' })).not.toBe(a);
    expect(sharedClient({ projectId: 'Pshared2', baseUrl: 'http://127.0.0.1:4500' })).not.toBe(a);
    expect(sharedClient({ projectId: 'Pshared1' }).http.baseUrl).toBe('https://api.descope.com');
  });

  it('requires a project id, as createClient does', () => {
    expect(() => sharedClient({ projectId: '' })).toThrow('A project id is required');
  });

  it("shares one session with the widgets' session client, which has no auth API", () => {
    const options = { projectId: 'Pshared3', baseUrl: 'http://127.0.0.1:4500' };
    const widgets = sharedSessionClient(options);
    const app = sharedClient(options);
    expect('auth' in widgets).toBe(false);
    expect(typeof app.auth.password.signIn).toBe('function');
    // One session, one HTTP layer, one management API: a sign-in through `app` signs in
    // the widgets.
    expect(app.session).toBe(widgets.session);
    expect(app.http).toBe(widgets.http);
    expect(app.mgmt).toBe(widgets.mgmt);
    expect(sharedSessionClient(options)).toBe(widgets);
  });
});
