import {
  type AccessKeyAction,
  type AccessKeyRow,
  type AccessKeyStore,
  createAccessKeyStore,
  type PagesOf,
  showsAction,
} from '@gatehouse/core';
import { useId, useState } from 'react';
import { Button, Toolbar } from '../kit';
import { columnsFrom, sortState } from '../shared/columns';
import { regionName, WidgetHeader } from '../shared/header';
import { ConfirmModal, FormModal, SecretModal, usePreloadConfirm } from '../shared/lazy-modals';
import { ListView } from '../shared/list-view';
import { WidgetShell } from '../shared/shell';
import { useWidgetLocale } from '../shared/texts';
import { useAtom } from '../shared/use-atom';
import { useWidgetStore, type WidgetProps } from '../shared/use-widget-store';
import { BoundUserField, preloadUserPicker } from './bound-user-field';

export type AccessKeyManagementProps = WidgetProps;

const ACTIONS: AccessKeyAction[] = ['activate', 'deactivate', 'delete'];
const CONFIRM_PAGE = {
  activate: 'activate-access-keys-modal',
  deactivate: 'deactivate-access-keys-modal',
  delete: 'delete-access-keys-modal',
} as const;

const keyId = (key: AccessKeyRow) => key.id;
const keyName = (key: AccessKeyRow) => key.name;

function AccessKeys({
  store,
  pages,
  hideTitle,
}: {
  hideTitle: boolean | undefined;
  store: AccessKeyStore;
  pages: PagesOf<'access-key-management-widget'>;
}) {
  const { root } = pages;
  const keys = useAtom(store.$keys);
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
  const locale = useWidgetLocale();
  const t = locale.texts;
  const [columns] = useState(() => columnsFrom<AccessKeyRow>(root.columns, locale));
  const title = root.title ?? t('title.accessKeys');
  const action = modal && modal !== 'create' && modal !== 'generated' ? modal : undefined;
  const titleId = useId();
  const create = (
    <Button
      variant="primary"
      disabled={!buttons.create}
      onClick={() => {
        void preloadUserPicker();
        store.open('create');
      }}
    >
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
              onClick={() => store.open(each)}
            >
              {root.buttons[each]}
            </Button>
          ))}
        </Toolbar>
      </WidgetHeader>
      <ListView<AccessKeyRow>
        status={status}
        error={error}
        truncated={truncated}
        onRetry={() => void store.searchNow()}
        label={title}
        rows={keys}
        columns={columns}
        getRowId={keyId}
        rowLabel={keyName}
        selectedIds={selection}
        onSelectionChange={store.select}
        sort={sortState(search)}
        onSort={(field, direction) => void store.sort(field, direction)}
        emptyText={root.emptyText}
        emptyAction={search.text || !showsAction(root, 'create') ? undefined : create}
      />
      {modal === 'create' ? (
        <FormModal
          layout={pages['create-access-key-modal']}
          form={store.createForm}
          sources={{ roles: roles.map((role) => role.name) }}
          customControls={{
            users: (field) => <BoundUserField {...field} store={store.boundUser} />,
          }}
          onSubmit={() => void store.submitCreate()}
          onCancel={store.close}
        />
      ) : null}
      {modal === 'generated' ? (
        <SecretModal
          layout={pages['created-access-key-modal']}
          secret={secret}
          onClose={() => void store.closeSecret()}
        />
      ) : null}
      {action ? (
        <ConfirmModal
          layout={pages[CONFIRM_PAGE[action]]}
          count={selection.length}
          text={store.confirmText(action)}
          danger={action === 'delete'}
          onSubmit={() => void store.confirm()}
          onCancel={store.close}
        />
      ) : null}
    </section>
  );
}

/**
 * The access-key management widget (spec 000 §2): search, sortable and selectable keys, and
 * create (with the one-time key display), activate, deactivate and delete. It renders the
 * headless store of `@gatehouse/core`; every rule lives there.
 */
export function AccessKeyManagement(props: AccessKeyManagementProps) {
  const host = useWidgetStore(createAccessKeyStore, props);
  return (
    <WidgetShell<'access-key-management-widget', AccessKeyStore>
      host={host}
      theme={props.theme}
      locale={props.locale}
    >
      {(store, pages) => <AccessKeys store={store} pages={pages} hideTitle={props.hideTitle} />}
    </WidgetShell>
  );
}
