import { afterEach, describe, expect, it, vi } from 'vitest';
import { emailDomain, pageEvent, setAnalyticsSink, setReader, trackPage } from './index';

afterEach(() => {
  setReader(null);
  setAnalyticsSink(() => {});
});

describe('docs analytics', () => {
  it('keeps only the email domain, lower-cased, and nothing for what is not an address', () => {
    expect(emailDomain('Ada.Lovelace@ACME.test')).toBe('acme.test');
    expect(emailDomain('odd"name@x@sub.acme.test ')).toBe('sub.acme.test');
    for (const bad of [null, undefined, '', 'ada', '@acme.test', 'ada@', 'ada@localhost']) {
      expect(emailDomain(bad), String(bad)).toBeNull();
    }
    // Hostile hosts never become a domain: markup, spaces, paths.
    expect(emailDomain('x@<img src=x>.test')).toBeNull();
    expect(emailDomain('x@acme.test/../evil')).toBeNull();
  });

  it("sends one page event per call, with the reader's domain and never the address", () => {
    const events: unknown[] = [];
    setAnalyticsSink((event) => events.push(event));
    trackPage('/quick-start', 'Quick start | Pulse');
    setReader('ada@acme.test');
    trackPage('/security', 'Security | Pulse');
    expect(events).toMatchObject([
      { type: 'page', path: '/quick-start', title: 'Quick start | Pulse', domain: null },
      { type: 'page', path: '/security', domain: 'acme.test' },
    ]);
    expect(JSON.stringify(events)).not.toContain('ada@');
  });

  it('stamps the event with the time it was made', () => {
    const at = new Date(Date.UTC(2025, 4, 1, 12));
    expect(pageEvent('/', 'Intro', at).at).toBe('2025-05-01T12:00:00.000Z');
  });

  it('survives a sink that throws: reading the docs never breaks', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setAnalyticsSink(() => {
      throw new Error('sink down');
    });
    expect(() => trackPage('/', 'Intro')).not.toThrow();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
