import type { Locale } from '../../i18n/locale';
import type { WidgetLayouts } from '../pages';
import { ACCESS_KEY_LAYOUTS, accessKeyLayoutsIn } from './access-keys';
import { AUDIT_LAYOUTS, auditLayoutsIn } from './audit';
import { PROFILE_LAYOUTS, profileLayoutsIn } from './profile';
import { ROLE_LAYOUTS, roleLayoutsIn } from './roles';
import { USER_LAYOUTS, userLayoutsIn } from './users';

// The built-in layouts: what a widget shows in mock mode, and what the emulator serves for
// widget id `demo`. Columns follow the entities of 000 §3. One file per widget, so a widget's
// bundle holds only its own pages. Their words are the catalogue's: English here, any other
// locale's built on demand (`defaultLayoutsIn`).

export { ACCESS_KEY_LAYOUTS, AUDIT_LAYOUTS, PROFILE_LAYOUTS, ROLE_LAYOUTS, USER_LAYOUTS };

/**
 * The built-in layout of every page of every widget type (WIDGET_PAGES), in English. Shared:
 * copy before changing one (layoutFor hands out copies).
 */
export const DEFAULT_LAYOUTS: WidgetLayouts = {
  'access-key-management-widget': ACCESS_KEY_LAYOUTS,
  'audit-management-widget': AUDIT_LAYOUTS,
  'role-management-widget': ROLE_LAYOUTS,
  'user-management-widget': USER_LAYOUTS,
  'user-profile-widget': PROFILE_LAYOUTS,
};

/** Every built-in layout in `locale`: the catalogue's words for it, loaded on demand. */
export async function defaultLayoutsIn(locale: Locale): Promise<WidgetLayouts> {
  const [accessKeys, audit, roles, users, profile] = await Promise.all([
    accessKeyLayoutsIn(locale),
    auditLayoutsIn(locale),
    roleLayoutsIn(locale),
    userLayoutsIn(locale),
    profileLayoutsIn(locale),
  ]);
  return {
    'access-key-management-widget': accessKeys,
    'audit-management-widget': audit,
    'role-management-widget': roles,
    'user-management-widget': users,
    'user-profile-widget': profile,
  };
}
