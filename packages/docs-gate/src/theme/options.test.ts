import { DEFAULT_BASE_URL as CORE_DEFAULT_BASE_URL } from '@gatehouse/core';
import { describe, expect, it, vi } from 'vitest';
import { servedMarkScript } from '../first-paint';
import { DEFAULT_BASE_URL } from './constants';
import docsGateTheme, { validateOptions } from './index';

const validate = (options: unknown) => () => validateOptions({ options });

describe('validateOptions', () => {
  it('gives good options an id and the default flow', () => {
    expect(
      validateOptions({
        options: { projectId: 'P2GatehouseDemo', baseUrl: 'http://127.0.0.1:4500' },
      }),
    ).toEqual({
      id: 'default',
      projectId: 'P2GatehouseDemo',
      baseUrl: 'http://127.0.0.1:4500',
      flowId: 'docs-sign-in',
    });
  });

  it('keeps a flow the site names, and defaults the base URL to the provider (as core does)', () => {
    expect(validateOptions({ options: { projectId: 'P2abc', flowId: 'sign-in_2' } })).toEqual({
      id: 'default',
      projectId: 'P2abc',
      baseUrl: 'https://api.descope.com',
      flowId: 'sign-in_2',
    });
    expect(DEFAULT_BASE_URL).toBe(CORE_DEFAULT_BASE_URL);
  });

  it('requires a project id of letters, digits, - and _', () => {
    expect(validate({ baseUrl: 'https://api.descope.com' })).toThrow(
      /invalid theme options:\n- projectId is required/,
    );
    expect(validate({ projectId: '' })).toThrow(/projectId must be a project id/);
    expect(validate({ projectId: 'P2 abc"' })).toThrow(/projectId must be a project id/);
    expect(validate(undefined)).toThrow(/projectId is required/);
  });

  it('requires an http(s) base URL', () => {
    for (const baseUrl of ['api.descope.com', 'javascript:alert(1)', 'ftp://x.test', 42]) {
      expect(validate({ projectId: 'P2abc', baseUrl }), String(baseUrl)).toThrow(/baseUrl must be/);
    }
  });

  it('refuses a bad flow id', () => {
    expect(validate({ projectId: 'P2abc', flowId: '../x' })).toThrow(/flowId must be a flow id/);
  });

  it('refuses unknown options, naming them, and says why a secret must not be passed', () => {
    expect(validate({ projectId: 'P2abc', colour: 'red' })).toThrow(
      /"colour" is not an option \(the theme takes projectId, baseUrl, flowId; only public values/,
    );
    expect(validate({ projectId: 'P2abc', managementKey: 'K2secret' })).toThrow(
      /"managementKey" is not an option, and looks like a secret: only public values may be passed, because it would end up in the client bundle/,
    );
    // Every problem at once, and never the secret's value.
    let message = '';
    try {
      validateOptions({ options: { managementKey: 'K2secret', clientSecret: 'S', baseUrl: 'x' } });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('"managementKey"');
    expect(message).toContain('"clientSecret"');
    expect(message).toContain('projectId is required');
    expect(message).toContain('baseUrl must be');
    expect(message).not.toContain('K2secret');
  });

  it('is found where Docusaurus looks for it', () => {
    expect((docsGateTheme as unknown as { validateOptions: unknown }).validateOptions).toBe(
      validateOptions,
    );
  });
});

describe('the theme plugin', () => {
  it("puts the server gate's config script in every page's head, then the served mark", () => {
    const plugin = docsGateTheme({}, validateOptions({ options: { projectId: 'P2abc' } }));
    // Not deferred: it must have run before the page first paints (src/first-paint.ts).
    expect(plugin.injectHtmlTags()).toEqual({
      headTags: [
        { tagName: 'script', attributes: { src: '/_gate/config.js' } },
        { tagName: 'script', innerHTML: servedMarkScript() },
      ],
    });
  });

  it('shadows Root from dist/theme-components and hands the public options to the client', () => {
    const options = validateOptions({
      options: { projectId: 'P2abc', baseUrl: 'https://auth.example.com' },
    });
    const plugin = docsGateTheme({}, options);
    expect(plugin.name).toBe('gatehouse-docs-gate');
    expect(plugin.getThemePath()).toBe('../theme-components');
    const setGlobalData = vi.fn();
    plugin.contentLoaded({ actions: { setGlobalData } });
    expect(setGlobalData).toHaveBeenCalledExactlyOnceWith({
      projectId: 'P2abc',
      baseUrl: 'https://auth.example.com',
      flowId: 'docs-sign-in',
    });
  });
});
