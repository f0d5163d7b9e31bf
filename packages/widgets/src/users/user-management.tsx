import {
  createUserStore,
  type PagesOf,
  showsAction,
  USER_CONFIRM_PAGES,
  type UserAction,
  type UserRow,
  type UserStore,
  userKey,
  userLabel,
} from '@gatehouse/core';
import { useId, useMemo } from 'react';
import { Button, Toolbar } from '../kit';
import { columnsFrom, sortState } from '../shared/columns';
import { regionName, WidgetHeader } from '../shared/header';
import { ConfirmModal, FormModal, SecretModal, usePreloadConfirm } from '../shared/lazy-modals';
import { ListView } from '../shared/list-view';
import { WidgetShell } from '../shared/shell';
import { useWidgetLocale } from '../shared/texts';
import { useAtom } from '../shared/use-atom';
import { useWidgetStore, type WidgetProps } from '../shared/use-widget-store';

export type UserManagementProps = WidgetProps;

/** The toolbar's actions after Create, in the spec's order (000 §2). */
const ACTIONS: Array<'edit' | UserAction> = [
  'edit',
  'enable',
  'disable',
  'delete',
  'resetPassword',
  'removePasskey',
];

const rowKey = (user: UserRow) => userKey(user);
const rowLabel = (user: UserRow) => userLabel(user);

function Users({
  store,
  pages,
  hideTitle,
}: {
  hideTitle: boolean | undefined;
  store: UserStore;
  pages: PagesOf<'user-management-widget'>;
}) {
  const { root } = pages;
  const users = useAtom(store.$users);
  const roles = useAtom(store.$roles);
  const selection = useAtom(store.$selection);
  usePreloadConfirm(selection.length > 0);
  const buttons = useAtom(store.$buttons);
  const status = useAtom(store.$status);
  const error = useAtom(store.$error);
  const truncated = useAtom(store.$truncated);
  const search = useAtom(store.$search);
  const modal = useAtom(store.$modal);
  const secret = useAtom(store.$secret);
  const layoutColumns = useAtom(store.$columns);
  const createLayout = useAtom(store.$createLayout);
  const editLayout = useAtom(store.$editLayout);
  const locked = useAtom(store.$lockedFields);
  const locale = useWidgetLocale();
  const t = locale.texts;
  const columns = useMemo(
    () => columnsFrom<UserRow>(layoutColumns, locale),
    [layoutColumns, locale],
  );
  const title = root.title ?? t('title.users');
  const action =
    modal && modal !== 'create' && modal !== 'edit' && modal !== 'generated' ? modal : undefined;
  const sources = { roles: roles.map((role) => role.name) };
  const titleId = useId();
  const create = (
    <Button variant="primary" disabled={!buttons.create} onClick={() => void store.open('create')}>
      {root.buttons.create}
    </Button>
  );

  return (
    <section {...regionName(title, titleId, hideTitle)} className="gh-w-widget">
      <WidgetHeader
        title={title}
        titleId={titleId}
        hideTitle={hideTitle}
        searchLabel={root.searchPlaceholder}
        searchText={search.text}
        onSearch={store.search}
      >
        <Toolbar label={t('actions', { title })}>
          {showsAction(root, 'create') ? create : null}
          {ACTIONS.filter((each) => showsAction(root, each)).map((each) => (
            <Button
              key={each}
              variant={each === 'delete' ? 'danger' : 'secondary'}
              disabled={!buttons[each]}
              onClick={() => void store.open(each)}
            >
              {root.buttons[each]}
            </Button>
          ))}
        </Toolbar>
      </WidgetHeader>
      <ListView<UserRow>
        status={status}
        error={error}
        truncated={truncated}
        onRetry={() => void store.searchNow()}
        label={title}
        rows={users}
        columns={columns}
        getRowId={rowKey}
        rowLabel={rowLabel}
        selectedIds={selection}
        onSelectionChange={store.select}
        sort={sortState(search)}
        onSort={(field, direction) => void store.sort(field, direction)}
        emptyText={root.emptyText}
        emptyAction={search.text || !showsAction(root, 'create') ? undefined : create}
      />
      {modal === 'create' || modal === 'edit' ? (
        <FormModal
          layout={modal === 'create' ? createLayout : editLayout}
          form={modal === 'create' ? store.createForm : store.editForm}
          sources={sources}
          overrides={{ disabled: locked }}
          onSubmit={() => void store.submit()}
          onCancel={store.close}
        />
      ) : null}
      {modal === 'generated' ? (
        <SecretModal
          layout={pages['generated-password-modal']}
          secret={secret}
          onClose={() => void store.closeSecret()}
        />
      ) : null}
      {action ? (
        <ConfirmModal
          layout={pages[USER_CONFIRM_PAGES[action]]}
          count={selection.length}
          text={store.confirmText(action)}
          danger={action === 'delete' || action === 'removePasskey'}
          onSubmit={() => void store.confirm()}
          onCancel={store.close}
        />
      ) : null}
    </section>
  );
}

/**
 * The user-management widget (spec 000 §2-§9, version 0.4.78): search, sortable and selectable
 * users with a column per custom attribute, and create, edit, activate, disable, delete,
 * temporary password (shown once, copied on close) and passkey removal. It renders the
 * headless store of `@gatehouse/core`; every rule lives there.
 */
export function UserManagement(props: UserManagementProps) {
  const host = useWidgetStore(createUserStore, props);
  return (
    <WidgetShell<'user-management-widget', UserStore>
      host={host}
      theme={props.theme}
      locale={props.locale}
    >
      {(store, pages) => <Users store={store} pages={pages} hideTitle={props.hideTitle} />}
    </WidgetShell>
  );
}
