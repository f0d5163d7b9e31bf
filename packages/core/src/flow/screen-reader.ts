// What a screen needs once its file has arrived, as one chunk the engine loads (flow/run.ts,
// `loadScreenReader`) beside the first screen's request, so that none of it is in what the
// sign-in page loads up front: the content reader, the mapper to our nodes, the schema that
// still checks the mapped tree, and the screen state's application (placeholders,
// componentsConfig's hook, componentsState, the error text, the `form` option).
import { Screen } from './nodes';

export { screenFromContent } from '../content/map/screen';
export { readContent } from '../content/read';
export { applyScreenState } from './state/apply';

/** The mapped tree checked as any screen is: a valid Screen, or the schema's issues. */
export const checkScreen = (
  value: unknown,
): { success: true; data: Screen } | { success: false; error: { issues: unknown[] } } =>
  Screen.safeParse(value);
