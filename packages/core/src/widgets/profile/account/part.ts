import { atom, computed, type ReadableAtom } from 'nanostores';
import type { Client } from '../../../client';
import type { FlowInstance } from '../../../flow/types';
import type { GatehouseError } from '../../../http/errors';
import { ok, type Result } from '../../../http/result';
import { localeOf } from '../../../i18n/locale';
import type { PROFILE_ACCOUNT_EN } from '../../../i18n/profile-account/en';
import { PROFILE_ACCOUNT_TEXTS } from '../../../i18n/profile-account/section';
import type { Texts } from '../../../i18n/texts';
import type { ModalLayout, ProfileTotpRow } from '../../../layout/schema';
import type { User } from '../../../schemas';
import { createFlowModal, type ProfileModalState } from '../modal';
import { type DeviceView, deviceOf, type HistoryEntry } from './devices';
import { MOCK_HISTORY } from './mock-history';
import { type SignIns, sessionSignIns } from './sign-ins';
import { thisDeviceIndex } from './this-device';

// The profile's account settings, loaded after the profile shows (the store's `account()`):
// the authenticator app (set up, replace, remove), the signed-in devices with "Sign out
// everywhere else", and deleting the account. Each action is a flow the emulator defines,
// hosted in the profile's modal as the other rows' are.

/** The account's flows, each opened by its action: the emulator's built-in flow ids. */
export const ACCOUNT_FLOWS = {
  'reset-totp': 'totp.addTitle',
  'remove-totp': 'totp.removeTitle',
  'sign-out-other-devices': 'devices.signOutOthers',
  'delete-account': 'delete.title',
} as const;
export type AccountFlow = keyof typeof ACCOUNT_FLOWS;

type AccountTexts = Texts<typeof PROFILE_ACCOUNT_EN>;

/** What the profile store hands its account part. */
export interface AccountDeps {
  $user: ReadableAtom<User | undefined>;
  /** The user's sign-ins (a backend of the caller's own: its `history`); none in mock mode. */
  history?: () => Promise<Result<HistoryEntry[]>>;
  /**
   * The page's client, when the profile acts on its session (not mock, no backend of the
   * caller's own): the sign-ins and this session's sign-in time are asked of it
   * (sign-ins.ts), as the profile widget `widgetId`.
   */
  client?: Client;
  widgetId?: string;
  locale?: string;
  /** A fresh flow for a modal (undefined in mock mode: its Done stands in for the flow). */
  makeFlow?: (flowId: string) => FlowInstance | Promise<FlowInstance>;
  /**
   * When this session signed in (epoch seconds, as the session's `signedInAt()`), to find this
   * device among the sign-ins (a backend of the caller's own); none in mock mode, where the
   * newest sign-in is this device.
   */
  signedInAt?: () => number | undefined;
  /**
   * The layout's authenticator row (its label, button and flows), when the project's layout
   * has one: it words the row and names the flow its button opens. Else the built-in row.
   */
  $totpRow?: ReadableAtom<ProfileTotpRow | undefined>;
  /** What to say when the flow engine cannot be fetched. */
  unavailable: () => string;
  /** Load the user again (a flow changed it). */
  reload(): Promise<void>;
  /** The account is gone: sign out as the Sign out button does (the host told). */
  signOut(): Promise<unknown>;
}

/** The authenticator row: whether the user has one, and what its buttons open. */
export interface TotpView {
  /** "Authenticator app", or the layout row's label. */
  label: string;
  registered: boolean;
  /**
   * Set up (none yet) or Replace: a new app replaces the old once its code is right. The
   * layout row's button label, when it has one, for both.
   */
  add: { flow: 'reset-totp'; label: string };
  remove?: { flow: 'remove-totp'; label: string };
}

export interface DevicesState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  devices: DeviceView[];
  error?: GatehouseError;
}

export interface ProfileAccount {
  /** The words of the section, in the widget's locale. */
  readonly t: AccountTexts;
  readonly $totp: ReadableAtom<TotpView>;
  readonly $devices: ReadableAtom<DevicesState>;
  /** The account named by the deletion ("Delete ada@example.com and everything in it."). */
  readonly $deleteText: ReadableAtom<string>;
  readonly $modal: ReadableAtom<ProfileModalState<AccountFlow> | null>;
  /** A confirmation to show after a flow (other devices signed out); null once read. */
  readonly $notice: ReadableAtom<string | null>;
  /** Load the signed-in devices (when their row is opened, and after signing the others out). */
  loadDevices(): Promise<void>;
  open(flow: AccountFlow): void;
  close(): void;
  /** Mock mode: the open modal's flow succeeds. */
  complete(): Promise<void>;
}

const IDLE: DevicesState = { status: 'idle', devices: [] };

/**
 * The account part of a profile, in `deps.locale` (its words loaded first). Handed to the
 * store's `account()`, by the code that shows it, loaded on demand with that code.
 */
export async function createProfileAccount(deps: AccountDeps): Promise<ProfileAccount> {
  // Words that cannot load leave the part in English: it still works (as the widget's own).
  const t = await PROFILE_ACCOUNT_TEXTS.load(localeOf(deps.locale)).catch(
    () => PROFILE_ACCOUNT_TEXTS.en,
  );
  const signIns: SignIns = deps.client ? sessionSignIns(deps.client, deps.widgetId) : deps;
  const history = signIns.history ?? (async () => ok(MOCK_HISTORY(Date.now())));
  const $devices = atom<DevicesState>(IDLE);
  const $notice = atom<string | null>(null);
  /** Mock mode keeps the authenticator's state here: there is no server to change. */
  const $mockTotp = atom<boolean | undefined>(undefined);
  let ticket = 0;

  /** The sign-ins in words, this session's marked (mock mode: the newest, its own sign-in). */
  const devicesOf = (entries: HistoryEntry[]) => {
    const signedInAt = signIns.history ? signIns.signedInAt?.() : entries[0]?.loginTime;
    const current = thisDeviceIndex(entries, signedInAt);
    return entries.map((entry, index) => deviceOf(entry, t, index === current));
  };

  async function loadDevices() {
    const mine = ++ticket;
    $devices.set({ ...$devices.get(), status: 'loading' });
    const result = await history();
    if (mine !== ticket) return;
    $devices.set(
      result.ok
        ? { status: 'ready', devices: devicesOf(result.data) }
        : { ...$devices.get(), status: 'failed', error: result.error },
    );
  }

  /** What each flow's success means for the profile. */
  async function succeeded(flow: AccountFlow) {
    if (flow === 'delete-account') return void (await deps.signOut());
    if (flow === 'sign-out-other-devices') {
      $notice.set(t('devices.signedOutOthers'));
      return loadDevices();
    }
    if (!deps.makeFlow) $mockTotp.set(flow === 'reset-totp');
    return deps.reload();
  }

  const modal = createFlowModal<AccountFlow>({
    makeFlow: deps.makeFlow,
    unavailable: deps.unavailable,
    onSuccess: (_flowId, page) => succeeded(page as AccountFlow),
  });

  const $totpRow = deps.$totpRow ?? atom<ProfileTotpRow | undefined>(undefined);
  const $registered = computed(
    [deps.$user, $mockTotp],
    (user, mock) => mock ?? user?.TOTP === true,
  );

  /**
   * The flow an action hosts: the built-in flow of its name, but for the authenticator the
   * layout row's (`fulfilled-flow-id` once the user has an app, else `flow-id`) when it names one.
   */
  const flowIdOf = (flow: AccountFlow): string => {
    const row = flow === 'reset-totp' ? $totpRow.get() : undefined;
    return (($registered.get() && row?.fulfilledFlowId) || row?.flowId) ?? flow;
  };

  const layoutOf = (flow: AccountFlow, flowId: string): ModalLayout => ({
    title: t(ACCOUNT_FLOWS[flow]),
    fields: [],
    submitLabel: t('done'),
    cancelLabel: t('cancel'),
    closeLabel: t('close'),
    flowId,
  });

  return {
    t,
    $totp: computed([$registered, $totpRow], (registered, row) => {
      const label = row?.label ?? t('totp.label');
      const add = {
        flow: 'reset-totp' as const,
        label: row?.buttonLabel ?? t(registered ? 'totp.reset' : 'totp.add'),
      };
      return registered
        ? {
            label,
            registered,
            add,
            remove: { flow: 'remove-totp' as const, label: t('totp.remove') },
          }
        : { label, registered, add };
    }),
    $devices,
    $deleteText: computed(deps.$user, (user) =>
      t('delete.description', { account: user?.loginIds?.[0] ?? user?.email ?? '' }),
    ),
    $modal: modal.$modal,
    $notice,
    loadDevices,
    open: (flow) => {
      $notice.set(null);
      const flowId = flowIdOf(flow);
      modal.open(flow, layoutOf(flow, flowId), flowId);
    },
    close: modal.close,
    complete: async () => {
      const open = modal.$modal.get();
      if (open && !open.hosted) await modal.succeed();
    },
  };
}
