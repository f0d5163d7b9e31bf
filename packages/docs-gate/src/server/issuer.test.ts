import { describe, expect, it } from 'vitest';
import { issuerMatchesProject } from './issuer';

const P = 'P2GatehouseDemo';

describe('issuerMatchesProject (the provider SDK rule)', () => {
  it.each([
    P,
    `gatehouse-emulator/${P}`,
    `https://api.descope.com/${P}`,
    `https://api.descope.com/v1/apps/${P}`,
    `https://api.descope.com/${P}/`,
    `https://api.descope.com/${P}/session`,
  ])('accepts %s', (iss) => {
    expect(issuerMatchesProject(iss, P)).toBe(true);
  });

  it.each([
    undefined,
    '',
    42,
    'P2Other',
    `https://api.descope.com/${P}x`,
    `https://api.descope.com/${P}/a/b`,
    `https://${P}/`,
    `https://evil.test/?p=/${P}`,
  ])('refuses %s', (iss) => {
    expect(issuerMatchesProject(iss, P)).toBe(false);
  });
});
