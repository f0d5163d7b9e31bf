import { describe, expect, it } from 'vitest';
import { COMPONENT_TOKENS } from './theme-tokens';
import { COMPONENT_VARIABLES } from './theme-variables';

describe("the renderer's component tokens", () => {
  it("are theme.json's, token by token and kind by kind (the renderer ships the names alone)", () => {
    const kinds = (tokens: Record<string, { kind: string }>) =>
      Object.fromEntries(Object.entries(tokens).map(([token, { kind }]) => [token, kind]));
    expect(
      Object.fromEntries(
        Object.entries(COMPONENT_TOKENS).map(([component, tokens]) => [component, kinds(tokens)]),
      ),
    ).toEqual(
      Object.fromEntries(
        Object.entries(COMPONENT_VARIABLES).map(([component, { tokens }]) => [
          component,
          kinds(tokens),
        ]),
      ),
    );
  });
});
