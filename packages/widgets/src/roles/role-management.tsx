import {
  createRoleStore,
  type PagesOf,
  type RoleRow,
  type RoleStore,
  showsAction,
} from '@gatehouse/core';
import { InfoIcon } from '@gatehouse/react/design';
import { useId, useState } from 'react';
import { Button, Toolbar } from '../kit';
import { columnsFrom, sortState } from '../shared/columns';
import { regionName, WidgetHeader } from '../shared/header';
import { ConfirmModal, FormModal, usePreloadConfirm } from '../shared/lazy-modals';
import { ListView } from '../shared/list-view';
import { WidgetShell } from '../shared/shell';
import { useWidgetLocale } from '../shared/texts';
import { useAtom } from '../shared/use-atom';
import { useWidgetStore, type WidgetProps } from '../shared/use-widget-store';

export type RoleManagementProps = WidgetProps;

const roleName = (role: RoleRow) => role.name;

function Roles({
  store,
  pages,
  hideTitle,
}: {
  hideTitle: boolean | undefined;
  store: RoleStore;
  pages: PagesOf<'role-management-widget'>;
}) {
  const { root } = pages;
  const roles = useAtom(store.$roles);
  const permissions = useAtom(store.$permissions);
  const selection = useAtom(store.$selection);
  usePreloadConfirm(selection.length > 0);
  const buttons = useAtom(store.$buttons);
  const status = useAtom(store.$status);
  const error = useAtom(store.$error);
  const truncated = useAtom(store.$truncated);
  const search = useAtom(store.$search);
  const modal = useAtom(store.$modal);
  const locale = useWidgetLocale();
  const t = locale.texts;
  const [columns] = useState(() => columnsFrom<RoleRow>(root.columns, locale));
  const title = root.title ?? t('title.roles');
  const sources = { permissions: permissions.map((permission) => permission.name) };
  const builtInNote = useAtom(store.$builtInNote);
  const titleId = useId();
  const create = (
    <Button variant="primary" disabled={!buttons.create} onClick={() => store.open('create')}>
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
          {showsAction(root, 'edit') ? (
            <Button disabled={!buttons.edit} onClick={() => store.open('edit')}>
              {root.buttons.edit}
            </Button>
          ) : null}
          {showsAction(root, 'delete') ? (
            <Button
              variant="danger"
              disabled={!buttons.delete}
              onClick={() => store.open('delete')}
            >
              {root.buttons.delete}
            </Button>
          ) : null}
        </Toolbar>
      </WidgetHeader>
      {builtInNote ? (
        <p className="gh-w-hint gh-w-note-line">
          <InfoIcon />
          {builtInNote}.
        </p>
      ) : null}
      <ListView<RoleRow>
        status={status}
        error={error}
        truncated={truncated}
        onRetry={() => void store.searchNow()}
        label={title}
        rows={roles}
        columns={columns}
        getRowId={roleName}
        rowLabel={roleName}
        selectedIds={selection}
        onSelectionChange={store.select}
        sort={sortState(search)}
        onSort={(field, direction) => void store.sort(field, direction)}
        emptyText={root.emptyText}
        emptyAction={search.text || !showsAction(root, 'create') ? undefined : create}
      />
      {modal === 'create' || modal === 'edit' ? (
        <FormModal
          layout={pages[modal === 'create' ? 'create-role-modal' : 'edit-role-modal']}
          form={modal === 'create' ? store.createForm : store.editForm}
          sources={sources}
          onSubmit={() => void store.submit()}
          onCancel={store.close}
        />
      ) : null}
      {modal === 'delete' ? (
        <ConfirmModal
          layout={pages['delete-roles-modal']}
          count={selection.length}
          text={store.confirmText('delete')}
          danger
          onSubmit={() => void store.confirm()}
          onCancel={store.close}
        />
      ) : null}
    </section>
  );
}

/**
 * The role management widget (spec 000 §2): search, sortable and selectable roles, and create,
 * edit (permissions refreshed on open) and delete. Built-in roles are selected and edited like
 * any other, but a deletion leaves them listed; the widget says so. It renders the headless store of `@gatehouse/core`.
 */
export function RoleManagement(props: RoleManagementProps) {
  const host = useWidgetStore(createRoleStore, props);
  return (
    <WidgetShell<'role-management-widget', RoleStore>
      host={host}
      theme={props.theme}
      locale={props.locale}
    >
      {(store, pages) => <Roles store={store} pages={pages} hideTitle={props.hideTitle} />}
    </WidgetShell>
  );
}
