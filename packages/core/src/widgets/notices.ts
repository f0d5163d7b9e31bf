import { atom, type ReadableAtom } from 'nanostores';

/** Success toasts close themselves after this long (spec §2, §9). */
export const NOTICE_SUCCESS_MS = 3000;
/** Where a UI shows the toasts (spec §2, §9). */
export const NOTICE_POSITION = 'bottom-start';
/** The toasts' size (spec §2, §9). */
export const NOTICE_SIZE = 'small';

export type NoticeKind = 'success' | 'error';

export interface Notice {
  id: number;
  kind: NoticeKind;
  text: string;
  /** Milliseconds until the notice closes itself; 0 means it stays until dismissed. */
  duration: number;
}

export interface Notices {
  /** The notices being shown, oldest first. */
  readonly $notices: ReadableAtom<Notice[]>;
  /** Show a success notice that closes after NOTICE_SUCCESS_MS. */
  success(text: string): Notice;
  /** Show an error notice that stays until dismissed. */
  failure(text: string): Notice;
  dismiss(id: number): void;
  /** Dismiss every notice and stop their timers. */
  clear(): void;
}

/** `text: message` when the spec appends the server message (§8), else the text alone. */
export const withMessage = (text: string, message?: string): string =>
  message ? `${text}: ${message}` : text;

const unref = (timer: unknown) => (timer as { unref?: () => void } | undefined)?.unref?.();

/** A notices store; the widgets share `notices` unless they are given their own. */
export function createNotices(): Notices {
  const $notices = atom<Notice[]>([]);
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  let lastId = 0;

  function dismiss(id: number) {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(id);
    $notices.set($notices.get().filter((notice) => notice.id !== id));
  }

  function show(kind: NoticeKind, text: string, duration: number): Notice {
    const notice: Notice = { id: ++lastId, kind, text, duration };
    $notices.set([...$notices.get(), notice]);
    if (duration > 0) {
      const timer = setTimeout(() => dismiss(notice.id), duration);
      unref(timer);
      timers.set(notice.id, timer);
    }
    return notice;
  }

  return {
    $notices,
    success: (text) => show('success', text, NOTICE_SUCCESS_MS),
    failure: (text) => show('error', text, 0),
    dismiss,
    clear() {
      for (const id of [...timers.keys()]) dismiss(id);
      $notices.set([]);
    },
  };
}
