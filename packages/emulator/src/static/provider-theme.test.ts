import { themeFileVars } from '@gatehouse/core';
import { describe, expect, it } from 'vitest';
import { providerTheme } from './provider-theme';
import { theme, themeFile } from './theme';

// The UI library is installed in this repository (a devDependency), so its theme is read here.

describe("the provider's default theme", () => {
  it("is read from the installed UI library: globals per mode and every component's CSS", () => {
    const provider = providerTheme();
    if (!provider) throw new Error('the UI library is installed here, yet no theme was read');
    for (const mode of ['light', 'dark'] as const) {
      expect(provider[mode].globals).toContain(`[data-theme="${mode}"]`);
      expect(provider[mode].globals).toContain('--descope-colors-primary-main:');
      expect(provider[mode].components['descope-button']?.host).toContain(':host(');
      expect(provider[mode].components['descope-text-field']?.host).toBeTruthy();
    }
    expect(Object.keys(provider.light.components).length).toBeGreaterThan(30);
    // The dark theme is its own: other surface colours.
    expect(provider.dark.globals).not.toEqual(provider.light.globals.replaceAll('light', 'dark'));
    expect(providerTheme()).toBe(provider);
  });

  it("carries Gatehouse's values over it: core's reader reads exactly what it read without it", () => {
    const served = themeFile(providerTheme());
    expect(served).not.toBe(theme);
    expect(themeFileVars(served)).toEqual(themeFileVars(theme));
    expect(served.light.components['descope-button']?.host).toContain(
      '--descope-button-border-radius: 6px;',
    );
    expect(Object.keys(served.dark.components).length).toBeGreaterThan(30);
  });

  it("is Gatehouse's own theme alone without the UI library", () => {
    expect(themeFile(undefined)).toBe(theme);
  });
});
