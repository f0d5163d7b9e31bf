import type { Step } from './states';

const POLL_MS = 50;
const GIVE_UP_MS = 8000;

/** The element `find` returns, once it does (the widget renders after its layouts load). */
async function when<T>(find: () => T | null | undefined): Promise<T> {
  const started = Date.now();
  for (;;) {
    const found = find();
    if (found) return found;
    if (Date.now() - started > GIVE_UP_MS) throw new Error('gallery: a step found nothing');
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

const buttonNamed = (root: ParentNode, name: string) =>
  [...root.querySelectorAll('button')].find(
    (button) => button.textContent?.trim() === name && !button.disabled,
  );

/** Make the clicks a user would make to reach a state, inside `pane` only. */
async function run(pane: HTMLElement, step: Step) {
  if ('row' in step) {
    const row = await when(() =>
      pane.querySelector<HTMLElement>(`[role=row][aria-rowindex="${step.row + 1}"]`),
    );
    row.click();
  } else if ('button' in step) {
    const scope = step.inDialog ? await when(() => pane.querySelector('[role=dialog]')) : pane;
    (await when(() => buttonNamed(scope, step.button))).click();
  } else if ('fill' in step) {
    const input = await when(() =>
      // The label's own text, before the required mark (" *") the flow appends to it; a
      // search box has only its aria-label.
      [...pane.querySelectorAll('input')].find(
        (each) =>
          (each.labels?.[0]?.firstChild?.textContent?.trim() || each.getAttribute('aria-label')) ===
          step.fill,
      ),
    );
    // The flow's inputs are controlled too: the native setter, then the event React listens to.
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(input, step.value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  } else {
    const select = await when(() =>
      [...pane.querySelectorAll('select')].find((each) =>
        each.labels?.[0]?.textContent?.includes(step.select),
      ),
    );
    // React tracks a controlled value: set it through the native setter, then say it changed.
    const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set;
    setter?.call(select, step.value);
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

/** Run `steps` in order, then wait for `ready` to be on screen. */
export async function reach(pane: HTMLElement, steps: readonly Step[], ready: string) {
  for (const step of steps) await run(pane, step);
  await when(() => pane.querySelector(ready));
  // The flow's provider marks load as a chunk of their own after the screen shows: a pane is
  // only done (and only screenshot) once every mark's slot holds its drawing.
  await when(() => !pane.querySelector('.gh-mark:empty'));
}
