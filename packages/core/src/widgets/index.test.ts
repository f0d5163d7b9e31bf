import { describe, expect, it } from 'vitest';
import * as core from '../index';
import * as widgets from './index';

describe('widgets entry', () => {
  it('exports the three factories, the notices store, the ranges and the text helpers', () => {
    for (const name of [
      'createAccessKeyStore',
      'createRoleStore',
      'createAuditStore',
      'createNotices',
      'AUDIT_RANGES',
      'accessKeyConfirmText',
      'roleConfirmText',
      'ACCESS_KEY_TEXTS',
      'ROLE_TEXTS',
      'parseExpiration',
      'DEBOUNCE_MS',
      'NOTICE_SUCCESS_MS',
      'NOTICE_POSITION',
      'NOTICE_SIZE',
    ]) {
      expect(widgets).toHaveProperty(name);
    }
  });

  it("is re-exported by core's entry, where AUDIT_RANGES is the layout's list of keys", () => {
    // core's layout module exports AUDIT_RANGES as the list of range keys; ours maps each key
    // to its milliseconds (also exported as AUDIT_RANGE_MS). src/index.ts picks the list.
    const differing = Object.keys(widgets).filter(
      (name) =>
        (core as Record<string, unknown>)[name] !== (widgets as Record<string, unknown>)[name],
    );
    expect(differing).toEqual(['AUDIT_RANGES']);
    expect(core.AUDIT_RANGE_MS).toBe(widgets.AUDIT_RANGE_MS);
    expect(Object.keys(widgets.AUDIT_RANGES)).toEqual([...core.AUDIT_RANGES]);
    expect(widgets.AUDIT_RANGE_MS).toBe(widgets.AUDIT_RANGES);
    const sameKeys: core.AuditRange extends widgets.AuditRange
      ? widgets.AuditRange extends core.AuditRange
        ? true
        : false
      : false = true;
    expect(sameKeys).toBe(true);
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
