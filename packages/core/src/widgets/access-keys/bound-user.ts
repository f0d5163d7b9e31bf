import { atom, type ReadableAtom } from 'nanostores';
import type { Result } from '../../http/result';
import type { User } from '../../schemas';
import type { FormStore } from '../form/store';
import { DEBOUNCE_MS } from '../search';
import { userLabel } from '../users/format';

/** A user to bind a key to: the id sent, the name shown, and the email (or login id) beside it. */
export interface UserChoice {
  value: string;
  label: string;
  /** What tells two users of one name apart; '' when the label already is it. */
  detail: string;
}

/** How many users one search shows: a tenant may hold thousands; typing narrows them. */
export const USER_CHOICE_LIMIT = 20;

/**
 * The create form's bound user, chosen among the tenant's users by name or email instead of
 * typed as a raw id. The form's `userId` holds the chosen id; this holds what a picker shows.
 */
export interface BoundUserPicker {
  /** The users matching the query (the first ones before anything is typed). */
  readonly $options: ReadableAtom<UserChoice[]>;
  /** What was typed to find a user. */
  readonly $query: ReadableAtom<string>;
  /** The chosen user, or undefined. */
  readonly $chosen: ReadableAtom<UserChoice | undefined>;
  /** Whether a search is on its way. */
  readonly $loading: ReadableAtom<boolean>;
  /** Search the tenant's users for `text` once typing pauses. */
  find(text: string): void;
  /** Bind the key to the listed user `userId`. */
  choose(userId: string): void;
  /** Bind it to no one. */
  clear(): void;
  /** Start over and load the first users (the form opens). */
  open(): Promise<void>;
  destroy(): void;
}

/** A user as a choice: the name, else the email or login id; beside it what tells them apart. */
export function userChoice(user: User): UserChoice {
  const label = userLabel(user) || user.userId;
  const contact = user.email || user.loginIds[0] || '';
  return { value: user.userId, label, detail: contact === label ? '' : contact };
}

type SearchUsers = (input: {
  text: string;
  limit: number;
}) => Promise<Result<{ users: User[]; total: number }>>;

export function createBoundUserPicker(
  search: SearchUsers,
  form: FormStore,
  field = 'userId',
): BoundUserPicker {
  const $options = atom<UserChoice[]>([]);
  const $query = atom('');
  const $chosen = atom<UserChoice | undefined>(undefined);
  const $loading = atom(false);
  let ticket = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  // Only the newest search lands: a slow answer to an older query never replaces it.
  async function load(text: string) {
    const mine = ++ticket;
    $loading.set(true);
    const result = await search({ text, limit: USER_CHOICE_LIMIT });
    if (mine !== ticket) return;
    $loading.set(false);
    if (result.ok) $options.set(result.data.users.map(userChoice));
  }

  return {
    $options,
    $query,
    $chosen,
    $loading,
    find(text) {
      $query.set(text);
      cancel();
      timer = setTimeout(() => {
        timer = undefined;
        void load(text.trim());
      }, DEBOUNCE_MS);
    },
    choose(userId) {
      const choice = $options.get().find((option) => option.value === userId);
      if (!choice) return;
      $chosen.set(choice);
      form.set(field, choice.value);
    },
    clear() {
      $chosen.set(undefined);
      form.set(field, '');
    },
    open() {
      cancel();
      $query.set('');
      $chosen.set(undefined);
      return load('');
    },
    destroy() {
      cancel();
      ticket++;
    },
  };
}
