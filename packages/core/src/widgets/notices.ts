import { atom, type ReadableAtom } from 'nanostores';
import { WIDGET_TEXTS } from '../i18n/sections';
import type { Texts } from '../i18n/texts';
import type { WIDGET_EN } from '../i18n/widget/en';
import { joinMessage } from './message-joint';

// How long a notice stays. Spec 000 §2/§9 keeps an error until it is dismissed; issue 24
// found errors piling up over the screens that had moved on. Ours, on top of the spec: an
// error stays (duration 0, a close button to dismiss it) until it is dismissed, until the next
// success (which says the user has moved on and the error is stale), or until the same error
// is reported again (the newer one replaces it, so a retried failure shows once).

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
  /** Show a success notice that closes after NOTICE_SUCCESS_MS; the errors shown close. */
  success(text: string): Notice;
  /** Show an error notice that stays until dismissed or the next success; it replaces one of the same text. */
  failure(text: string): Notice;
  dismiss(id: number): void;
  /** Dismiss every notice and stop their timers. */
  clear(): void;
}

/**
 * `text: message` when the spec appends the server message (§8), else the text alone; the
 * joint is the locale's (French puts a space before the colon), English by default.
 */
export const withMessage = (
  text: string,
  message?: string,
  texts: Texts<typeof WIDGET_EN> = WIDGET_TEXTS.en,
): string => joinMessage(text, message, texts);

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

  /** Dismiss the error notices that `keep` does not hold. */
  function dismissErrors(keep: (notice: Notice) => boolean) {
    for (const notice of $notices.get()) {
      if (notice.kind === 'error' && !keep(notice)) dismiss(notice.id);
    }
  }

  return {
    $notices,
    success(text) {
      dismissErrors(() => false);
      return show('success', text, NOTICE_SUCCESS_MS);
    },
    failure(text) {
      dismissErrors((notice) => notice.text !== text);
      return show('error', text, 0);
    },
    dismiss,
    clear() {
      for (const id of [...timers.keys()]) dismiss(id);
      $notices.set([]);
    },
  };
}
