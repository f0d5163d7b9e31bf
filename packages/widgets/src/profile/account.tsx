import {
  createProfileAccount,
  type DevicesState,
  type ProfileAccount,
  type UserProfileStore,
} from '@gatehouse/core';
import { WarningIcon } from '@gatehouse/react/design';
import { useEffect, useId, useState } from 'react';
import { Button, type KitTheme } from '../kit';
import { useAtom } from '../shared/use-atom';
import { ProfileModal } from './lazy-modal';

// The profile's account settings (core's account part): the authenticator app, the signed-in
// devices and "Delete my account", each a row like the profile's others, each action a flow in
// the profile's modal. A chunk of its own, fetched after the profile shows, with core's part
// (createProfileAccount) inside it: the profile's first files hold neither.

const ACCOUNT_CSS = `
.gh-w-pdevices{grid-column:1/-1;margin:0;padding:0;list-style:none;display:grid;gap:var(--gh-space-2)}
.gh-w-pdevice{display:grid;gap:2px;padding:var(--gh-space-2) var(--gh-space-3);border:1px solid var(--gh-color-divider);border-radius:var(--gh-radius-md);overflow-wrap:anywhere}
.gh-w-pdevice>span{color:var(--gh-color-muted);font-size:var(--gh-text-sm)}
.gh-w-pdevice strong{display:flex;flex-wrap:wrap;align-items:center;gap:var(--gh-space-2)}
.gh-w-pbadge[data-mode='primary']{color:var(--gh-color-primary)}
.gh-w-pnote{grid-column:1/-1;margin:0;color:var(--gh-color-muted)}
.gh-w-plist{grid-column:1/-1;min-width:0}
`;

interface AccountSectionProps {
  store: UserProfileStore;
  theme: KitTheme | undefined;
  locale: string | undefined;
}

/** The devices under their row: a note while loading or failed, then one card per sign-in. */
function DeviceList({ account, devices }: { account: ProfileAccount; devices: DevicesState }) {
  const { t } = account;
  if (devices.status === 'failed' && devices.devices.length === 0) {
    return (
      <div className="gh-w-pnote gh-w-failed">
        <WarningIcon size={20} />
        <p role="alert" className="gh-w-error">
          {t('devices.failed')}
        </p>
        <Button onClick={() => void account.loadDevices()}>{t('devices.show')}</Button>
      </div>
    );
  }
  if (devices.status === 'loading' && devices.devices.length === 0) {
    return (
      <p role="status" className="gh-w-pnote">
        {t('devices.loading')}
      </p>
    );
  }
  if (devices.devices.length === 0) return <p className="gh-w-pnote">{t('devices.none')}</p>;
  return (
    <ul className="gh-w-pdevices" aria-busy={devices.status === 'loading' || undefined}>
      {devices.devices.map((device) => (
        <li
          key={device.iso + device.where}
          className="gh-w-pdevice"
          aria-current={device.current || undefined}
        >
          <strong>
            {device.device}
            {device.current ? (
              <span className="gh-w-pbadge" data-mode="primary">
                {t('devices.current')}
              </span>
            ) : null}
          </strong>
          <span>{device.where}</span>
          <span>
            <time dateTime={device.iso}>{device.when}</time>
          </span>
        </li>
      ))}
    </ul>
  );
}

function AccountRows({
  account,
  theme,
  locale,
}: { account: ProfileAccount } & Omit<AccountSectionProps, 'store'>) {
  const { t } = account;
  const totp = useAtom(account.$totp);
  const devices = useAtom(account.$devices);
  const deleteText = useAtom(account.$deleteText);
  const modal = useAtom(account.$modal);
  const notice = useAtom(account.$notice);
  const [shown, setShown] = useState(false);
  const listId = useId();
  const toggle = () => {
    // The list is asked for when the row opens, not with the profile.
    if (!shown) void account.loadDevices();
    setShown(!shown);
  };
  return (
    <>
      <style>{ACCOUNT_CSS}</style>
      <ul className="gh-w-prows" aria-label={t('heading')}>
        <li className="gh-w-prow">
          <span className="gh-w-plabel">{totp.label}</span>
          <span className="gh-w-pvalue" data-muted={!totp.registered || undefined}>
            <span>{t(totp.registered ? 'totp.on' : 'totp.off')}</span>
          </span>
          <span className="gh-w-pactions">
            <Button onClick={() => account.open(totp.add.flow)}>{totp.add.label}</Button>
            {totp.remove ? (
              <Button variant="danger" onClick={() => account.open('remove-totp')}>
                {totp.remove.label}
              </Button>
            ) : null}
          </span>
        </li>
        <li className="gh-w-prow">
          <span className="gh-w-plabel">{t('devices.label')}</span>
          <span className="gh-w-pvalue">
            <Button
              aria-expanded={shown}
              aria-controls={shown ? listId : undefined}
              onClick={toggle}
            >
              {t(shown ? 'devices.hide' : 'devices.show')}
            </Button>
          </span>
          {/* With the list: the action is about the devices it shows. */}
          <span className="gh-w-pactions">
            {shown ? (
              <Button onClick={() => account.open('sign-out-other-devices')}>
                {t('devices.signOutOthers')}
              </Button>
            ) : null}
          </span>
          {notice ? (
            <p role="status" className="gh-w-pnote">
              {notice}
            </p>
          ) : null}
          {shown ? (
            <div id={listId} className="gh-w-plist">
              <DeviceList account={account} devices={devices} />
            </div>
          ) : null}
        </li>
        <li className="gh-w-prow">
          <span className="gh-w-plabel">{t('delete.label')}</span>
          <span className="gh-w-pvalue">
            <span>{deleteText}</span>
          </span>
          <span className="gh-w-pactions">
            <Button variant="danger" onClick={() => account.open('delete-account')}>
              {t('delete.button')}
            </Button>
          </span>
        </li>
      </ul>
      {modal ? (
        <ProfileModal
          key={modal.page}
          modal={modal}
          theme={theme}
          locale={locale}
          onClose={account.close}
          onComplete={() => void account.complete()}
        />
      ) : null}
    </>
  );
}

/** The account rows once core's part (and its words) arrived; nothing before. */
export function AccountSection({ store, theme, locale }: AccountSectionProps) {
  const [account, setAccount] = useState<ProfileAccount>();
  useEffect(() => {
    let live = true;
    // A part that cannot load leaves the profile as it was: its other rows still work.
    store.account(createProfileAccount).then(
      (loaded) => live && setAccount(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [store]);
  return account ? <AccountRows account={account} theme={theme} locale={locale} /> : null;
}
