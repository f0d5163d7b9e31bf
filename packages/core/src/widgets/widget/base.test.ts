import { describe, expect, it } from 'vitest';
import { TENANT, testClient } from '../../test/widgets';
import { createRoleStore } from '../roles/store';

describe('createWidgetBase: the widget id', () => {
  it('is required, by the one rule, of a widget whose layouts the server serves', () => {
    // No default id any more: a served widget without one would load another widget's pages.
    expect(() => createRoleStore({ client: testClient(), tenant: TENANT })).toThrow(
      'The widget-id attribute is required',
    );
    expect(() =>
      createRoleStore({ client: testClient(), tenant: TENANT, widgetId: 'ops/main' }),
    ).toThrow('The widget-id attribute holds only letters, digits, ".", "_" and "-"');
    createRoleStore({ client: testClient(), tenant: TENANT, widgetId: 'ops' }).destroy();
  });

  it('is not needed in mock mode, which shows the built-in layouts', () => {
    expect(() => createRoleStore({ mock: true }).destroy()).not.toThrow();
  });
});
