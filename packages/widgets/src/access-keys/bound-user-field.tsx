import { type BoundUserPicker, onDemand } from '@gatehouse/core';
import type { FieldControlProps } from '../shared/form';
import { useLazyModule } from '../shared/lazy-module';

// The create form's bound user: the searchable user choice, a module of its own that only
// this widget loads (with its create form), so the other widgets' forms do not carry it.

const picker = onDemand('the user picker', () => import('../shared/user-picker'));

/** Ask for the picker's module ahead of its first use (the create form opens). */
export const preloadUserPicker = () => picker().catch(() => undefined);

/** The picker once its module is in; until then (a moment, with the form's own) nothing. */
export function BoundUserField(props: FieldControlProps & { store: BoundUserPicker }) {
  const { module } = useLazyModule(picker);
  if (!module) return null;
  const { store, ...field } = props;
  return <module.UserPicker {...field} picker={store} />;
}
