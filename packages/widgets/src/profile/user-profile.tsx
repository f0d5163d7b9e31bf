import {
  createUserProfileStore,
  onDemand,
  type PagesOf,
  PROFILE_TEXTS,
  type UserProfileStore,
  withMessage,
} from '@gatehouse/core';
import { WarningIcon } from '@gatehouse/react/design';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Button } from '../kit';
import { regionName } from '../shared/header';
import { useLazyModule } from '../shared/lazy-module';
import { WidgetShell } from '../shared/shell';
import { useSection, useWidgetTexts } from '../shared/texts';
import { useAtom } from '../shared/use-atom';
import {
  type CommonWidgetProps,
  useWidgetStore,
  type WidgetNeeds,
} from '../shared/use-widget-store';
import { Avatar } from './avatar';
import { ProfileModal } from './lazy-modal';
import { Row } from './row';
import { PROFILE_CSS } from './styles';

export interface UserProfileProps extends CommonWidgetProps {
  /** Called after logout ended the session. */
  onLogout?: () => void;
}

type Root = PagesOf<'user-profile-widget'>['root'];

/** The account rows (authenticator, devices, deletion): fetched after the profile shows. */
const accountRows = onDemand('the account settings', () => import('./account'));

/**
 * No tenant: the profile acts on the signed-in user only (spec 000 §6). Its modals host
 * `<Flow>`, running flows the store makes on the page's client (the same session as every
 * widget's).
 */
const NEEDS: WidgetNeeds = { kind: 'user-profile-widget', tenant: false };

/** Placeholders in the card's shape while the user loads. */
function Skeleton() {
  const t = useWidgetTexts();
  return (
    <div className="gh-w-pcard" aria-busy="true">
      <p role="status" className="gh-w-sr">
        {t('loading')}
      </p>
      <div className="gh-w-pwho">
        <span className="gh-w-skeleton" />
        <span className="gh-w-skeleton" style={{ width: 160, height: 14 }} />
      </div>
      {[0, 1, 2, 3, 4].map((each) => (
        <div key={each} className="gh-w-pskel">
          <span className="gh-w-skeleton" style={{ width: 72 }} />
          <span className="gh-w-skeleton" style={{ flex: 1, maxWidth: 220 }} />
        </div>
      ))}
    </div>
  );
}

interface ProfileViewProps {
  store: UserProfileStore;
  /** The root page; none while nobody is signed in (the store loads no page for them). */
  root: Root | undefined;
  theme: UserProfileProps['theme'];
  hideTitle: boolean | undefined;
  locale: string | undefined;
}

function ProfileView({ store, root, theme, hideTitle, locale }: ProfileViewProps) {
  const user = useAtom(store.$user);
  const status = useAtom(store.$status);
  const error = useAtom(store.$error);
  const avatar = useAtom(store.$avatar);
  const rows = useAtom(store.$rows);
  const modal = useAtom(store.$modal);
  const Account = useLazyModule(accountRows, !!user).module?.AccountSection;
  const titleId = useId();
  const widget = useWidgetTexts();
  // The store loaded the profile's own words with its layout, in the widget's locale.
  const t = useSection(PROFILE_TEXTS, locale) ?? PROFILE_TEXTS.en;
  const title = root?.title || t('title');
  const open = (page: string) => void store.open(page);
  const fieldValue = (field: string) => rows.find((row) => row.field === field)?.value ?? '';
  // The card's heading: the name, with the email under it; or the email alone.
  const [heading, subheading] = fieldValue('name')
    ? [fieldValue('name'), fieldValue('email')]
    : [fieldValue('email'), ''];

  // The attributes, then the sign-in methods, each a list of its own (when it has rows).
  const groups = (['attribute', 'method'] as const)
    .map((kind) => rows.filter((row) => row.kind === kind))
    .filter((group) => group.length > 0);

  // A reload keeps the user on screen (and the focus on the button that opened the modal).
  const failed =
    status === 'failed' ? (
      <div className="gh-w-failed">
        <WarningIcon size={20} />
        <p role="alert" className="gh-w-error">
          {withMessage(t('loadFailed'), error?.message, widget)}
        </p>
        <Button onClick={() => void store.reload()}>{widget('retry')}</Button>
      </div>
    ) : null;

  let body: ReactNode;
  if (user && root) {
    body = (
      <>
        {failed}
        <div className="gh-w-pcard" aria-busy={status === 'loading' || undefined}>
          <div className="gh-w-pwho">
            <Avatar avatar={avatar} onOpen={open} />
            <div>
              {heading ? <p className="gh-w-pname">{heading}</p> : null}
              {subheading ? <p className="gh-w-pmail">{subheading}</p> : null}
            </div>
          </div>
          {groups.map((group) => (
            <ul key={group[0]?.kind} className="gh-w-prows">
              {group.map((row) => (
                <Row key={row.field} row={row} root={root} texts={t} onOpen={open} />
              ))}
            </ul>
          ))}
          {Account ? <Account store={store} theme={theme} locale={locale} /> : null}
        </div>
        <div className="gh-w-pfoot">
          <Button onClick={() => void store.logout()}>{store.logoutLabel()}</Button>
        </div>
      </>
    );
  } else if (failed) {
    body = failed;
  } else if (status === 'idle') {
    body = (
      <p role="status" className="gh-w-pgone">
        {t('signedOut')}
      </p>
    );
  } else {
    body = <Skeleton />;
  }

  return (
    <section {...regionName(title, titleId, hideTitle)} className="gh-w-widget gh-w-profile">
      <style>{PROFILE_CSS}</style>
      {hideTitle ? null : (
        <h2 id={titleId} className="gh-w-title">
          {title}
        </h2>
      )}
      {body}
      {modal ? (
        <ProfileModal
          key={modal.page}
          modal={modal}
          theme={theme}
          locale={locale}
          onClose={store.close}
          onComplete={() => void store.complete()}
        />
      ) : null}
    </section>
  );
}

/**
 * The user-profile widget (spec 000 §2, version 0.0.47): the signed-in user's avatar, email,
 * name and phone (with Unverified badges and empty states), passkey and password, each
 * opening a modal that hosts its flow, and logout. It renders the headless store of
 * `@gatehouse/core`; every rule lives there.
 */
export function UserProfile(props: UserProfileProps) {
  const host = useWidgetStore(createUserProfileStore, props, NEEDS);
  const { store } = host;
  const onLogout = useRef(props.onLogout);
  onLogout.current = props.onLogout;
  useEffect(() => store?.onLogout(() => onLogout.current?.()), [store]);
  return (
    <WidgetShell<'user-profile-widget', UserProfileStore>
      host={host}
      theme={props.theme}
      locale={props.locale}
      idle={(ready) => (
        <ProfileView
          store={ready}
          root={undefined}
          theme={props.theme}
          hideTitle={props.hideTitle}
          locale={props.locale}
        />
      )}
    >
      {(ready, pages) => (
        <ProfileView
          store={ready}
          root={pages.root}
          theme={props.theme}
          hideTitle={props.hideTitle}
          locale={props.locale}
        />
      )}
    </WidgetShell>
  );
}
