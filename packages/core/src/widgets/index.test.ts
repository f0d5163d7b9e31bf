import { describe, expect, it } from 'vitest';
import * as core from '../index';
import * as widgets from './index';

describe('widgets entry', () => {
  it('exports the three factories, the notices store, the ranges and the text helpers', () => {
    for (const name of [
      'createAccessKeyStore',
      'createRoleStore',
      'createAuditStore',
      'createUserProfileStore',
      'createNotices',
      'AUDIT_RANGES',
      'createListStore',
      'createFormStore',
      'createSecretStore',
      'createLayoutsStore',
      'accessKeyDoneText',
      'roleDeletedText',
      'parseExpiration',
      'DEBOUNCE_MS',
      'NOTICE_SUCCESS_MS',
      'NOTICE_POSITION',
      'NOTICE_SIZE',
    ]) {
      expect(widgets).toHaveProperty(name);
    }
    // Their words are the catalogue's, which core's entry exports (src/i18n/).
    expect(core).toHaveProperty('ACCESS_KEY_TEXTS');
    expect(core).toHaveProperty('ROLE_TEXTS');
  });

  it("is re-exported by core's entry, the audit ranges defined once", () => {
    const differing = Object.keys(widgets).filter(
      (name) =>
        (core as Record<string, unknown>)[name] !== (widgets as Record<string, unknown>)[name],
    );
    expect(differing).toEqual([]);
    expect(widgets.AUDIT_RANGE_KEYS).toEqual(Object.keys(widgets.AUDIT_RANGES));
    // A layout's range keys are checked against the same record.
    const layout = core.parseLayout('audit-management-widget', 'root', {
      searchPlaceholder: 's',
      emptyText: 'e',
      columns: [{ field: 'action', label: 'Action' }],
      buttons: {},
      rangeLabel: 'Range',
      rangeOptions: { day: 'Last day', minuets15: 'x', fortnight: 'y' },
    });
    expect(layout.ok).toBe(false);
    expect(!layout.ok && layout.error.message).toMatch(
      /: rangeOptions\.fortnight: not a range of the audit$/,
    );
  });

  it('gives each store its own notices unless one is passed to share a toast area', async () => {
    const alone = widgets.createAccessKeyStore({ mock: true });
    const other = widgets.createRoleStore({ mock: true });
    expect(alone.$notices).not.toBe(other.$notices);

    const shared = widgets.createNotices();
    const keys = widgets.createAccessKeyStore({ mock: true, notices: shared });
    const roles = widgets.createRoleStore({ mock: true, notices: shared });
    expect(keys.$notices).toBe(shared.$notices);
    expect(roles.$notices).toBe(shared.$notices);
    await roles.load();
    roles.select(['Editor']);
    await roles.remove();
    expect(shared.$notices.get().map((n) => n.text)).toEqual(['Role deleted successfully']);
    expect(other.$notices.get()).toEqual([]);
    shared.clear();
  });
});
