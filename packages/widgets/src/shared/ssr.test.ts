// @vitest-environment node
import { expect, it } from 'vitest';

it('imports the admin widgets without a DOM, and defining is a no-op there', async () => {
  expect(typeof HTMLElement).toBe('undefined');
  const widgets = await import('../index');
  expect(typeof widgets.GatehouseAccessKeyManagementElement).toBe('function');
  expect(widgets.defineAccessKeyManagement()).toBe(widgets.GatehouseAccessKeyManagementElement);
  expect(widgets.defineRoleManagement()).toBe(widgets.GatehouseRoleManagementElement);
  expect(widgets.defineAuditManagement()).toBe(widgets.GatehouseAuditManagementElement);
  expect(() => widgets.defineGatehouseWidgets()).not.toThrow();
  expect(typeof widgets.AccessKeyManagement).toBe('function');
});
