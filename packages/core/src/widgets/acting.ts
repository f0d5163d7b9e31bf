import type { GatehouseError } from '../http/errors';
import { ok, type Result } from '../http/result';
import type { Texts } from '../i18n/texts';
import type { WIDGET_EN } from '../i18n/widget/en';
import { type LoadFailed, type OnDemand, onDemand } from '../on-demand';
import { type Notices, withMessage } from './notices';
import type { Operations } from './operations';

// What a management widget does once asked (its actions, the inputs its forms send, the
// refusals it reads) is a part of its own, loaded on demand: a list that is only read never
// fetches it. It starts loading when a modal opens, so the user does not wait for it.

export interface ActingContext<Op extends string> {
  run: Operations<Op>['run'];
  notices: Notices;
  widgetTexts(): Texts<typeof WIDGET_EN>;
}

export interface Acting<Part, Op extends string> {
  /** The part: loaded once, shared by every caller; a failure is `LoadFailed` naming it. */
  readonly load: OnDemand<Part>;
  /**
   * Run `use` with the part as `op`. A part that did not load fails `op` with its own error
   * (`LoadFailed`, kept in `$ops` as any failure's) and says so in the widget's notice; the
   * next use loads it again.
   */
  act<T>(op: Op, use: (part: Part) => Promise<Result<T>>): Promise<Result<T>>;
  /** Start loading the part (a modal opened): a failure waits for the use that needs it. */
  prepare(): void;
  /** The part for a form about to open; undefined, said in the form's notice, if it did not load. */
  forForm(): Promise<Part | undefined>;
  /** A form's `failed`: its submit could not load the part (nothing typed is lost). */
  formFailed(error: GatehouseError): void;
}

export function acting<Module, Part, Op extends string>(
  part: string,
  load: () => Promise<Module>,
  make: (module: Module) => Part,
  { run, notices, widgetTexts }: ActingContext<Op>,
): Acting<Part, Op> {
  const loadPart = onDemand(part, load, make);
  // One notice for any use the part failed: what did not load, after the widget's words.
  const failed = (error: GatehouseError) =>
    void notices.failure(withMessage(widgetTexts()('unavailable'), error.message, widgetTexts()));
  return {
    load: loadPart,
    async act(op, use) {
      const loaded = await run(op, () => loadPart().then(ok));
      if (!loaded.ok) {
        failed(loaded.error);
        return loaded;
      }
      return use(loaded.data);
    },
    prepare: () => void loadPart().catch(() => undefined),
    forForm: () =>
      loadPart().catch((error: LoadFailed) => {
        failed(error);
        return undefined;
      }),
    formFailed: failed,
  };
}
