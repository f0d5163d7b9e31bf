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
