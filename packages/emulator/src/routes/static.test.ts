import { describe, expect, it } from 'vitest';
import { DEMO_PROJECT_ID } from '../seed/demo';
import { useEmulator } from '../test/emulator';

const emulator = useEmulator();
const base = `/pages/${DEMO_PROJECT_ID}/v2-beta`;

describe('static content', () => {
  it('serves config.json and the light and dark theme', async () => {
    const config = await emulator.call(`${base}/config.json`);
    expect(config).toMatchObject({
      status: 200,
      body: { projectId: DEMO_PROJECT_ID, componentsVersion: expect.any(String) },
    });
    const theme = await emulator.call(`${base}/theme.json`);
    expect(Object.keys(theme.body)).toEqual(['light', 'dark']);
  });

  it('serves seeded screens and widget layouts by path, and nothing else', async () => {
    emulator.store.data.pages['sign-in.json'] = { nodes: [{ type: 'text', text: 'Welcome' }] };
    emulator.store.data.pages['user-management-widget/w1/root.json'] = { columns: ['name'] };
    expect((await emulator.call(`${base}/sign-in.json`)).body).toEqual({
      nodes: [{ type: 'text', text: 'Welcome' }],
    });
    expect((await emulator.call(`${base}/user-management-widget/w1/root.json`)).body).toEqual({
      columns: ['name'],
    });
    for (const path of ['missing.json', '..%2F..%2Fpackage.json', 'toString', '__proto__']) {
      const { status, body } = await emulator.call(`${base}/${path}`);
      expect(status).toBe(404);
      expect(body).toHaveProperty('errorCode');
    }
    const other = await emulator.call('/pages/P2other/v2-beta/config.json');
    expect(other.status).toBe(404);
    await emulator.reset();
  });

  it('lets browser apps on other loopback ports read it', async () => {
    const response = await fetch(`${emulator.url}${base}/theme.json`, {
      headers: { origin: 'http://localhost:3000' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
  });
});
