import { fillTemplate } from '../text/template';
import type { ModalLayout } from './schema';

/**
 * A confirmation's text for the selected items' names (spec 000 §2): `{name}` is the name
 * when one is selected, otherwise `nameMany` with `{count}` (e.g. 'Delete 3 access keys?').
 */
export function confirmationText(layout: ModalLayout, names: readonly string[]): string {
  const count = names.length;
  const many = fillTemplate(layout.nameMany ?? '{count}', { count });
  const name = count === 1 ? (names[0] ?? '') : many;
  return fillTemplate(layout.description ?? '', { name, count });
}

/**
 * A confirmation's title for `count` selected items: `title` names one item ('Delete user'),
 * `titleMany` several, with `{count}` ('Delete 3 users'); without `titleMany`, the title.
 */
export function confirmationTitle(layout: ModalLayout, count: number): string {
  return count > 1 && layout.titleMany ? fillTemplate(layout.titleMany, { count }) : layout.title;
}
