import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emailScreen, FLOW_ID, flowBackend, renderFlow, showScreen } from '../test/flow-backend';
import { Flow } from './Flow';

// theme.json's components and the cssTemplate's fonts reach the flow (core's flowStyle maps
// them; the renderer applies the result), and hostile values never do.

// A value the single-value check refuses (a declaration's own `;` would only end it).
const HOSTILE = 'red !important';

// The provider's shape: `--descope-*` variables in a CSS string per mode and per component tag.
const theme = {
  light: {
    globals: '[data-theme="light"] { --descope-colors-primary-main: #2f5bd3; }',
    components: {
      'descope-button': {
        host: `--descope-button-border-radius: 6px; --descope-button-background-color: #111111;
               --descope-button-label-text-color: #eeeeee;`,
      },
      'descope-text-field': {
        host: `--descope-text-field-input-border-radius: 2px;
               --descope-text-field-input-border-color: ${HOSTILE};
               --descope-text-field-input-background-color: url(https://evil.example/t);`,
      },
      'descope-link': { host: '--descope-link-text-color: teal' },
    },
  },
  dark: {
    globals: '',
    components: {
      'descope-button': {
        host: '--descope-button-background-color: #333333; --descope-button-border-radius: </style><script>',
      },
    },
  },
};

const cssTemplate = {
  light: {
    fonts: { font1: { family: 'Inter', url: 'https://fonts.example/css2?family=Inter' } },
  },
  dark: {
    typography: {
      fontFamilies: [
        { name: 'Lora', url: 'http://fonts.example/lora.css' },
        { name: 'Bad"; } *{x:y', url: 'data:text/css,*{display:none}' },
      ],
    },
  },
};

const fontLinks = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[data-gh-font]')].map((link) => ({
    rel: link.rel,
    href: link.getAttribute('href'),
  }));

describe('<Flow> theme components and fonts', () => {
  it('applies components and cssTemplate fonts, drops hostile values, loads only safe fonts', async () => {
    const backend = flowBackend({
      screens: [emailScreen],
      start: [showScreen('email')],
      theme,
      cssTemplate,
    });
    const { unmount } = renderFlow(backend, <Flow flowId={FLOW_ID} />);
    await screen.findByLabelText('Email *');
    const root = document.querySelector('.gh-flow') as HTMLElement;
    const value = (name: string) => root.style.getPropertyValue(name);

    expect(value('--gh-light-primary')).toBe('#2f5bd3');
    expect(value('--gh-theme-button-radius')).toBe('6px');
    expect(value('--gh-light-button-background')).toBe('#111111');
    expect(value('--gh-light-button-text')).toBe('#eeeeee');
    expect(value('--gh-dark-button-background')).toBe('#333333');
    expect(value('--gh-theme-input-radius')).toBe('2px');
    expect(value('--gh-light-link-text')).toBe('teal');
    expect(value('--gh-light-font-family')).toBe('"Inter", sans-serif');
    expect(value('--gh-dark-font-family')).toBe('"Lora", sans-serif');
    // Hostile values are left out: the stylesheet's defaults hold.
    expect(value('--gh-light-input-border')).toBe('');
    expect(value('--gh-light-input-background')).toBe('');
    expect(root.getAttribute('style')).not.toMatch(/display|url\(|script|evil/);

    // The stylesheet reads the component properties, falling back to the globals.
    const css = [...root.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(css).toContain('--gh-button-radius: var(--gh-theme-button-radius, var(--gh-radius));');
    expect(css).toContain(
      '--gh-button-background: var(--gh-light-button-background, var(--gh-color-primary));',
    );
    expect(css).toContain(
      '--gh-font-family: var(--gh-dark-font-family, var(--gh-theme-font-family,',
    );
    expect(css).toMatch(/\.gh-button \{[^}]*border-radius: var\(--gh-button-radius\)/);
    expect(css).toMatch(
      /\.gh-input, \.gh-select \{[^}]*border: 1px solid var\(--gh-input-border\)/,
    );

    // Following the OS, either mode's fonts may show: only the https one loads, as a link.
    await waitFor(() =>
      expect(fontLinks()).toEqual([
        { rel: 'stylesheet', href: 'https://fonts.example/css2?family=Inter' },
      ]),
    );
    unmount();
    await waitFor(() => expect(fontLinks()).toEqual([]));
  });

  it('loads the font of the chosen mode only, once for two flows', async () => {
    const backend = flowBackend({
      screens: [emailScreen],
      start: [showScreen('email')],
      cssTemplate: {
        light: { fonts: [{ family: 'Inter', url: 'https://fonts.example/inter.css' }] },
        dark: { fonts: [{ family: 'Lora', url: `${window.location.origin}/fonts/lora.css` }] },
      },
    });
    const { unmount } = renderFlow(
      backend,
      <>
        <Flow flowId={FLOW_ID} theme="dark" />
        <Flow flowId={FLOW_ID} theme="dark" />
      </>,
    );
    await waitFor(() =>
      expect(fontLinks()).toEqual([
        { rel: 'stylesheet', href: `${window.location.origin}/fonts/lora.css` },
      ]),
    );
    unmount();
    await waitFor(() => expect(fontLinks()).toEqual([]));
  });
});
