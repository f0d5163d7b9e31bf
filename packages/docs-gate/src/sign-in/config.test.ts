import { describe, expect, it, vi } from 'vitest';
import { CONFIG_URL, loadConfig } from './config';

const answer = (body: unknown, status = 200) => vi.fn(async () => Response.json(body, { status }));

describe('the sign-in settings', () => {
  it('reads the public values from /_gate/config.json, uncached', async () => {
    const fetch = answer({ projectId: 'P2abc', baseUrl: 'http://127.0.0.1:4500' });
    await expect(loadConfig(fetch)).resolves.toEqual({
      projectId: 'P2abc',
      baseUrl: 'http://127.0.0.1:4500',
      flowId: 'docs-sign-in',
      signInPath: '/_gate/sign-in',
    });
    expect(CONFIG_URL).toBe('/_gate/config.json');
    expect(fetch).toHaveBeenCalledWith('/_gate/config.json', {
      cache: 'no-store',
      credentials: 'same-origin',
    });
  });

  it('refuses an answer that is not ok or not the settings', async () => {
    await expect(loadConfig(answer({}, 404))).rejects.toThrow('answered 404');
    for (const body of [
      { projectId: 'P2abc' },
      { projectId: 'P2 abc', baseUrl: 'https://api.descope.com' },
      { projectId: 'P2abc', baseUrl: 'javascript:alert(1)' },
      { projectId: 'P2abc', baseUrl: 'https://api.descope.com', flowId: '../x' },
    ]) {
      await expect(loadConfig(answer(body)), JSON.stringify(body)).rejects.toThrow('malformed');
    }
  });
});
