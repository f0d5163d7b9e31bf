import { afterEach, describe, expect, it } from 'vitest';
import { CONFIG_SCRIPT_URL, configFromScript, configScript } from './gate-config';
import { forgetGateScript, runGateScript } from './test/gate-script';

afterEach(forgetGateScript);

const GATE = {
  projectId: 'P2abc',
  baseUrl: 'https://auth.example.com',
  flowId: 'docs-sign-in',
  signInPath: '/login',
};

describe("the gate's config script", () => {
  it('is served from the public area', () => {
    expect(CONFIG_SCRIPT_URL).toBe('/_gate/config.js');
  });

  it('hands its values to the page that ran it', () => {
    expect(configFromScript()).toBeUndefined();
    runGateScript(configScript(GATE));
    expect(configFromScript()).toEqual(GATE);
  });

  it('is ignored when what it set is not a valid configuration', () => {
    for (const value of [
      { ...GATE, baseUrl: 'javascript:alert(1)' },
      { ...GATE, projectId: 'P2 abc' },
      { ...GATE, signInPath: '//evil.test/login' },
      { ...GATE, signInPath: '/login?next=/' },
      { projectId: 'P2abc' },
      'https://auth.example.com',
    ]) {
      (globalThis as Record<symbol, unknown>)[Symbol.for('gatehouse.docs-gate.config')] = value;
      expect(configFromScript(), JSON.stringify(value)).toBeUndefined();
    }
  });

  it('sets nothing a page element can stand in for', () => {
    runGateScript(configScript(GATE));
    expect(Object.keys(globalThis).filter((key) => key.includes('gatehouse'))).toEqual([]);
  });
});
