import { atom, type ReadableAtom } from 'nanostores';
import type { FlowInstance } from '../../flow/types';
import type { GatehouseError } from '../../http/errors';
import type { ModalLayout } from '../../layout/schema';
import type { ProfileModalPage } from './flows';

/** The open modal: its page, the flow it hosts, and that flow's failure if any. */
export interface ProfileModalState {
  page: ProfileModalPage;
  /** The page's layout (title, labels) as it was when the modal opened. */
  layout: ModalLayout;
  flowId: string;
  /**
   * The flow the modal hosts, created fresh for this open; a renderer starts it. Absent in
   * mock mode, where `complete()` stands in for the flow succeeding.
   */
  flow?: FlowInstance;
  /** Why the hosted flow failed: shown in the modal, which stays open. */
  error?: GatehouseError;
}

export interface FlowModalOptions {
  /** A fresh flow for `flowId`, or undefined when there is none to host (mock mode). */
  makeFlow?: (flowId: string) => FlowInstance | undefined;
  /** The hosted flow succeeded; called after the modal closed. */
  onSuccess: (flowId: string) => void | Promise<void>;
}

export interface FlowModal {
  readonly $modal: ReadableAtom<ProfileModalState | null>;
  open(page: ProfileModalPage, layout: ModalLayout, flowId: string): void;
  /** Close the modal and discard its flow (each open starts over). */
  close(): void;
  /** The open modal's flow succeeded: close, then tell the store. */
  succeed(): Promise<void>;
}

const withoutError = ({ error: _error, ...state }: ProfileModalState): ProfileModalState => state;

/** One modal at a time, each hosting a flow of its own that is discarded when it closes. */
export function createFlowModal(options: FlowModalOptions): FlowModal {
  const $modal = atom<ProfileModalState | null>(null);
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
    await options.onSuccess(open.flowId);
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

  function open(page: ProfileModalPage, layout: ModalLayout, flowId: string) {
    close();
    const flow = options.makeFlow?.(flowId);
    const state: ProfileModalState = flow
      ? { page, layout, flowId, flow }
      : { page, layout, flowId };
    $modal.set(state);
    if (flow) watch(flow);
  }

  return { $modal, open, close, succeed };
}
