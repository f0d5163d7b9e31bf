import * as core from '@gatehouse/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { demoSeed } from '../seed/demo';
import { loadSeed } from '../seed/load';
import { builtInScreenFiles } from '../static/screens';
import { ACTIONS } from './actions';
import { builtInFlows } from './builtins';
import { FlowDefinition, parseDefinition } from './definition';
import { PREDICATES } from './predicates';
import { SCREENS } from './screens';

// The built-in definitions and screens: valid, consistent with each other, and valid for
// the client's Screen schema.

/**
 * A local copy of the essentials of core's Screen schema (packages/core/src/flow/nodes.ts),
 * used while the built @gatehouse/core does not export `Screen` yet.
 */
const str = z.string().optional();
const LocalNode: z.ZodType = z.lazy(() =>
  z.union([
    z.strictObject({
      type: z.literal('text'),
      id: str,
      text: z.string(),
      variant: z.enum(['title', 'subtitle', 'body', 'caption', 'error']).optional(),
    }),
    z.strictObject({
      type: z.literal('input'),
      id: str,
      name: z.string(),
      inputType: z.enum([
        'text',
        'email',
        'phone',
        'password',
        'passcode',
        'checkbox',
        'select',
        'hidden',
      ]),
      label: z.string(),
      placeholder: str,
      required: z.boolean().optional(),
      autoComplete: str,
      minLength: z.number().optional(),
      maxLength: z.number().optional(),
      pattern: str,
      patternMessage: str,
      options: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
      digits: z.number().optional(),
      autoSubmit: z.boolean().optional(),
      value: str,
      dynamicAttrs: z.boolean().optional(),
    }),
    z.strictObject({
      type: z.literal('button'),
      id: str,
      interactionId: z.string(),
      label: z.string(),
      variant: z.enum(['primary', 'secondary', 'sso', 'link']),
      noValidate: z.boolean().optional(),
      autoSubmit: z.boolean().optional(),
      provider: str,
    }),
    z.strictObject({ type: z.literal('totp'), id: str }),
    z.strictObject({ type: z.literal('oneTap'), id: z.string(), provider: str }),
    z.strictObject({
      type: z.literal('container'),
      id: str,
      direction: z.enum(['row', 'column']).optional(),
      children: z.array(LocalNode),
    }),
  ]),
);
const LocalScreen = z.strictObject({
  id: z.string(),
  title: str,
  nodes: z.array(LocalNode),
  polls: z.optional(z.literal(true)),
});

interface SafeParser {
  safeParse(value: unknown): { success: boolean; error?: unknown };
}
const coreScreen = (core as unknown as Record<string, SafeParser | undefined>).Screen;

type Node = Record<string, unknown>;
const walk = (nodes: Node[]): Node[] =>
  nodes.flatMap((node) => [node, ...walk((node.children as Node[] | undefined) ?? [])]);
const buttonsOf = (screenId: string) =>
  walk(SCREENS.find((screen) => screen.id === screenId)?.nodes ?? []).filter(
    (node) => node.type === 'button',
  );
/** An input that submits by itself, with its id (else its name) as the interaction. */
const submitsItself = (node: Node) =>
  node.type === 'input' &&
  // An auto-submit passcode (spec 001 §5), or the passkey autofill field (core's
  // `autofillInputOf`: `webauthn` among its autocomplete tokens).
  ((node.inputType === 'passcode' && !!node.autoSubmit) ||
    /(^|\s)webauthn(\s|$)/i.test(String(node.autoComplete ?? '')));
/**
 * What a screen can be submitted with: its buttons, the inputs that submit themselves, and
 * One Tap nodes, whose chosen account the engine submits with the node's id.
 */
const interactionsOf = (screenId: string) =>
  walk(SCREENS.find((screen) => screen.id === screenId)?.nodes ?? [])
    .flatMap((node) =>
      node.type === 'button'
        ? [node.interactionId]
        : node.type === 'oneTap'
          ? [node.id]
          : submitsItself(node)
            ? [node.id ?? node.name]
            : [],
    )
    .sort();

describe('built-in flows', () => {
  it('every screen document is a valid Screen (core schema when exported, else a local copy)', () => {
    expect(SCREENS.length).toBeGreaterThan(15);
    for (const screen of SCREENS) {
      const local = LocalScreen.safeParse(screen);
      expect(local.success, `${screen.id}: ${JSON.stringify(local.error?.issues)}`).toBe(true);
      if (coreScreen) {
        const parsed = coreScreen.safeParse(screen);
        expect(parsed.success, `${screen.id}: ${JSON.stringify(parsed.error)}`).toBe(true);
      }
      // Enter presses something: one autoSubmit button at most.
      expect(buttonsOf(screen.id).filter((b) => b.autoSubmit).length).toBeLessThanOrEqual(1);
    }
  });

  it('every definition is valid and its screens, actions and predicates exist', () => {
    const flows = builtInFlows();
    const screens = builtInScreenFiles();
    expect(Object.keys(flows).sort()).toEqual(
      [
        'add-passkey',
        'change-password',
        'delete-email',
        'delete-name',
        'delete-phone',
        'docs-sign-in',
        'sign-in',
        'sign-in-one-tap',
        'sign-up-or-in',
        'update-email',
        'update-name',
        'update-phone',
        'update-picture',
        'reset-totp',
        'remove-totp',
        'sign-out-other-devices',
        'delete-account',
      ].sort(),
    );
    for (const [flowId, raw] of Object.entries(flows)) {
      const flow = parseDefinition(flowId, raw);
      // Profile flows start on the server at once, as the signed-in user (their first screen
      // comes with that user's values); every other flow shows its start screen first.
      if (flow.requiresSession) expect(flow.startScreenId, flowId).toBeUndefined();
      else expect(screens.get(`${flow.startScreenId}.html`), flowId).toBeDefined();
      for (const [stepId, step] of Object.entries(flow.steps)) {
        const where = `${flowId} step ${stepId}`;
        if (step.kind === 'action') {
          expect(ACTIONS[step.action], where).toBeDefined();
          if (step.screenId) expect(screens.get(`${step.screenId}.html`), where).toBeDefined();
        }
        if (step.kind === 'branch') expect(PREDICATES[step.when], where).toBeDefined();
        if (step.kind === 'screen') {
          expect(screens.get(`${step.screenId}.html`), where).toBeDefined();
          // Every button and auto-submit passcode leads somewhere, and every interaction has
          // its button or passcode.
          expect(interactionsOf(step.screenId), where).toEqual(Object.keys(step.next).sort());
        }
      }
      for (const condition of flow.conditions) {
        // A condition names the screen it shows, or the step its start runs from.
        if (condition.met.screenId) {
          expect(screens.get(`${condition.met.screenId}.html`), flowId).toBeDefined();
        } else {
          expect(flow.steps[condition.start ?? ''], flowId).toBeDefined();
        }
      }
    }
  });

  it('rejects definitions that lead nowhere', () => {
    const broken = {
      version: 1,
      startScreenId: 'welcome',
      start: '1',
      steps: {
        '1': { kind: 'screen', screenId: 'welcome', stepName: 'Welcome', next: { go: '2' } },
        '2': { kind: 'action', action: 'identify', onSuccess: '9', onFailure: '3' },
        '3': { kind: 'end' },
      },
    };
    const issues = FlowDefinition.safeParse(broken).error?.issues.map((i) => i.message) ?? [];
    expect(issues).toEqual(
      expect.arrayContaining([
        'step 2 leads to unknown step 9',
        'step 2: onFailure must be a screen step',
      ]),
    );
    expect(() => parseDefinition('broken', broken)).toThrow(/not a valid definition/);
  });

  it('are part of the demo seed', () => {
    const seed = loadSeed(demoSeed());
    expect(Object.keys(seed.flows)).toContain('sign-up-or-in');
    // Their screens are the built-in content, served for every project: none in the seed.
    expect(seed.pages).toEqual({});
    expect(builtInScreenFiles().has('welcome.html')).toBe(true);
  });
});
