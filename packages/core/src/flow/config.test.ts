import { describe, expect, it } from 'vitest';
import { conditionsOf, ProjectConfig, screenFiles, withVersion } from './config';

// config.json as the provider writes it (provider-content §1.3), validated at the edge.

describe('config.json in the provider shape', () => {
  it('reads flows, widgets and componentsVersion, ignoring fields it does not use', () => {
    const parsed = ProjectConfig.parse({
      componentsVersion: '3.14.1',
      componentsVersionSri: 'sha384-x',
      telemetry: { enabled: false },
      styles: { theme: { light: { fonts: {} } } },
      flows: {
        'sign-in': {
          version: 3,
          startScreenId: 'welcome',
          targetLocales: ['fr', 'en-US'],
          componentsConfig: { role: { data: '[]' } },
          fingerprintEnabled: true,
          fingerprintKey: 'k',
          clientScripts: [{ id: 'x' }],
        },
        minimal: {},
      },
      widgets: { wid: { allowSubTenants: true, targetLocales: ['fr'] } },
    });
    expect(parsed.componentsVersion).toBe('3.14.1');
    expect(parsed.flows['sign-in']).toMatchObject({
      version: 3,
      startScreenId: 'welcome',
      targetLocales: ['fr', 'en-US'],
      componentsConfig: { role: { data: '[]' } },
      fingerprintEnabled: true,
      fingerprintKey: 'k',
    });
    // The provider sends version 0 for a flow without one.
    expect(withVersion(parsed.flows.minimal!).version).toBe(0);
    expect(parsed.widgets?.wid?.targetLocales).toEqual(['fr']);
  });

  it('refuses a config whose known fields have the wrong shape', () => {
    expect(ProjectConfig.safeParse({ flows: { a: { version: 'one' } } }).success).toBe(false);
    expect(
      ProjectConfig.safeParse({ flows: {}, widgets: { w: { targetLocales: 'fr' } } }).success,
    ).toBe(false);
    expect(ProjectConfig.safeParse('not json').success).toBe(false);
  });

  it('reads a single condition as a list of one', () => {
    const flow = ProjectConfig.parse({
      flows: { f: { version: 1, condition: { key: 'ELSE', met: { screenId: 'a' } } } },
    }).flows.f!;
    expect(conditionsOf(flow)).toEqual([{ key: 'ELSE', met: { screenId: 'a' } }]);
  });

  it("names a flow's screen files by the provider's locale rule", () => {
    const flow = ProjectConfig.parse({ flows: { f: { version: 1, targetLocales: ['FR'] } } }).flows
      .f!;
    expect(screenFiles('sign in', flow, 'fr')).toEqual(['sign%20in-fr.html', 'sign%20in.html']);
    expect(screenFiles('sign-in', flow, 'fr-CA')).toEqual(['sign-in.html']);
  });
});
