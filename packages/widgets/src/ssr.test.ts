// @vitest-environment node
import { expect, it } from 'vitest';

it('imports without a DOM, and defining is a no-op there', async () => {
  expect(typeof HTMLElement).toBe('undefined');
  const widgets = await import('./index');
  expect(typeof widgets.GatehouseFlowElement).toBe('function');
  expect(widgets.defineGatehouseFlow()).toBe(widgets.GatehouseFlowElement);
  expect(typeof window).toBe('undefined');
});
