import { describe, expect, it } from 'vitest';
import { withAuth } from './client';
import { sharedClient } from './shared-client';

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

  it('is a plain client: the widgets and the flow element take the same one', () => {
    const options = { projectId: 'Pshared3', baseUrl: 'http://127.0.0.1:4500' };
    const client = sharedClient(options);
    // No auth groups built up front: a page with only widgets ships no sign-in method.
    expect('auth' in client).toBe(false);
    expect(withAuth(client).session).toBe(client.session);
  });
});
