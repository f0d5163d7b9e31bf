import { atom, type ReadableAtom } from 'nanostores';
import type { FlowInstance } from '../../flow/types';
import type { GatehouseError } from '../../http/errors';
import type { PROFILE_EN } from '../../i18n/profile/en';
import { englishOf } from '../../i18n/section';
import { PROFILE_TEXTS } from '../../i18n/sections';
import type { Texts } from '../../i18n/texts';
import type { ModalLayout } from '../../layout/schema';
import type { ProfileModalPage } from './flows';

/** The open modal: its page, the flow it hosts, and that flow's failure if any. */
export interface ProfileModalState<P extends string = ProfileModalPage> {
  page: P;
  /** The page's layout (title, labels) as it was when the modal opened. */
  layout: ModalLayout;
  flowId: string;
  /**
   * The modal hosts a flow: true once it is asked for, before the flow engine has loaded
   * (the first open loads it). False in mock mode, where `complete()` stands in for the flow
   * succeeding.
   */
  hosted: boolean;
  /** The flow the modal hosts, created fresh for this open; a renderer starts it. */
  flow?: FlowInstance;
  /** Why the hosted flow failed: shown in the modal, which stays open. */
  error?: GatehouseError;
}

/**
 * What a modal shows when the flow engine's code cannot be fetched (offline, a redeploy); in
 * English here, in the widget's locale on the modal (the catalogue's `flowUnavailable`).
 */
export const FLOW_UNAVAILABLE: GatehouseError = unavailableIn(englishOf(PROFILE_TEXTS));

function flowUnavailable(message: string): GatehouseError {
  return { kind: 'network', code: 'E_FLOW_UNAVAILABLE', message };
}

function unavailableIn(t: Texts<typeof PROFILE_EN>): GatehouseError {
  return flowUnavailable(t('flowUnavailable'));
}

export interface FlowModalOptions {
  /**
   * A fresh flow for `flowId`, at once or once the engine has loaded; undefined when there
   * is none to host (mock mode).
   */
  makeFlow?: (flowId: string) => FlowInstance | Promise<FlowInstance> | undefined;
  /** The hosted flow succeeded (and the page that hosted it); called after the modal closed. */
  onSuccess: (flowId: string, page: string) => void | Promise<void>;
  /** What to say when the engine cannot be fetched, in the widget's locale. */
  unavailable?: () => string;
}

export interface FlowModal<P extends string = ProfileModalPage> {
  readonly $modal: ReadableAtom<ProfileModalState<P> | null>;
  open(page: P, layout: ModalLayout, flowId: string): void;
  /**
   * Show `page`'s modal while its own layout loads, with `layout` (the built-in one) until
   * `open` replaces it: hosting a flow not made yet, so that its renderer's code loads
   * meanwhile.
   */
  pending(page: P, layout: ModalLayout): void;
  /** Close the modal and discard its flow (each open starts over). */
  close(): void;
  /** The open modal's flow succeeded: close, then tell the store. */
  succeed(): Promise<void>;
}

const withoutError = <P extends string>({
  error: _error,
  ...state
}: ProfileModalState<P>): ProfileModalState<P> => state;

/** One modal at a time, each hosting a flow of its own that is discarded when it closes. */
export function createFlowModal<P extends string = ProfileModalPage>(
  options: FlowModalOptions,
): FlowModal<P> {
  type State = ProfileModalState<P>;
  const $modal = atom<State | null>(null);
  let stopWatching: (() => void) | undefined;

  function close() {
    stopWatching?.();
    stopWatching = undefined;
    $modal.get()?.flow?.destroy();
    $modal.set(null);
  }

  async function succeed() {
    const open = $modal.get();
    if (!open) return;
    close();
    await options.onSuccess(open.flowId, open.page);
  }

  /** Completion closes; a failure stays on the modal (kept open) until the flow runs again. */
  function watch(flow: FlowInstance) {
    stopWatching = flow.$state.listen(({ status, error }) => {
      const current = $modal.get();
      if (current?.flow !== flow) return;
      if (status === 'completed') void succeed();
      else if (status === 'failed' && error) $modal.set({ ...current, error });
      else if (current.error && status !== 'failed') $modal.set(withoutError(current));
    });
  }

  /** The flow arrived: host it, unless its modal closed or another opened meanwhile. */
  function host(opened: State, flow: FlowInstance) {
    if ($modal.get() !== opened) {
      flow.destroy();
      return;
    }
    $modal.set({ ...opened, flow });
    watch(flow);
  }

  function pending(page: P, layout: ModalLayout) {
    close();
    $modal.set({ page, layout, flowId: '', hosted: !!options.makeFlow });
  }

  function open(page: P, layout: ModalLayout, flowId: string) {
    const current = $modal.get();
    // A pending modal of this page is replaced in place: it does not close and open again.
    if (current?.page !== page || current.flowId) close();
    const made = options.makeFlow?.(flowId);
    const opened: State = { page, layout, flowId, hosted: !!made };
    $modal.set(opened);
    if (!made) return;
    if (!('then' in made)) {
      host(opened, made);
      return;
    }
    made.then(
      (flow) => host(opened, flow),
      () => {
        if ($modal.get() !== opened) return;
        const message = options.unavailable?.() ?? FLOW_UNAVAILABLE.message;
        $modal.set({ ...opened, error: flowUnavailable(message) });
      },
    );
  }

  return { $modal, open, pending, close, succeed };
}
