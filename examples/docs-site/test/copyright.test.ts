import { describe, expect, it } from 'vitest';
import config from '../docusaurus.config.mjs';

describe('the site config', () => {
  it("dates the footer's copyright in the year the site is built", () => {
    const footer = (config.themeConfig as { footer: { copyright: string } }).footer;
    expect(footer.copyright).toContain(`© ${new Date().getFullYear()} Pulse Analytics`);
  });
});
