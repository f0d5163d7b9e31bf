import type * as z from 'zod/mini';
import { fail, ok, type Result } from '../http/result';
import { layoutSchemaError } from './error';
import { modalIssues, profileIssues, rootIssues } from './issues';
import { type LayoutOf, layoutPath, type PageOf, type WidgetType } from './pages';
import { ModalLayout, ProfileLayout, RootLayout } from './schema';

/**
 * Validates a layout document for its widget type and page: the schema, then the rules that
 * tie it to the widget (button labels, field rules). Never throws. A widget loads this module
 * beside its layouts' requests (load.ts), so its page carries neither the layout schemas nor
 * their rules up front.
 */
export function parseLayout<T extends WidgetType, P extends PageOf<T>>(
  widgetType: T,
  page: P,
  document: unknown,
  path: string = layoutPath(widgetType, '-', page),
): Result<LayoutOf<T, P>> {
  const schema =
    page !== 'root'
      ? ModalLayout
      : widgetType === 'user-profile-widget'
        ? ProfileLayout
        : RootLayout;
  const parsed = (schema as z.ZodMiniType<unknown>).safeParse(document);
  if (!parsed.success) {
    return fail(
      layoutSchemaError(
        path,
        parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`),
      ),
    );
  }
  const layout = parsed.data;
  const issues =
    page !== 'root'
      ? modalIssues(widgetType, page, layout as ModalLayout)
      : widgetType === 'user-profile-widget'
        ? profileIssues(layout as ProfileLayout)
        : rootIssues(widgetType, layout as RootLayout);
  return issues.length ? fail(layoutSchemaError(path, issues)) : ok(layout as LayoutOf<T, P>);
}
