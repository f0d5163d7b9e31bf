import { createRoleStore, type RoleRow, type RoleStore } from '@gatehouse/core';
import { InfoIcon } from '@gatehouse/react/design';
import { ActionButtons, createButton } from '../shared/action-buttons';
import { type AdminViewProps, AdminWidget } from '../shared/admin-widget';
import { FormModal } from '../shared/lazy-modals';
import { StoreListView } from '../shared/store-list-view';
import { useAtom } from '../shared/use-atom';
import type { WidgetProps } from '../shared/use-widget-store';

export type RoleManagementProps = WidgetProps;

const roleName = (role: RoleRow) => role.name;
const ACTIONS = ['edit', 'delete'] as const;

function Roles(view: AdminViewProps<'role-management-widget', RoleStore>) {
  const { store, pages } = view;
  const { root } = pages;
  const permissions = useAtom(store.$permissions);
  const buttons = useAtom(store.$buttons);
  const modal = useAtom(store.$modal);
  const sources = { permissions: permissions.map((permission) => permission.name) };
  const builtInNote = useAtom(store.$builtInNote);

  return (
    <StoreListView<RoleRow>
      {...view}
      titleKey="title.roles"
      create={createButton(root, buttons.create, () => store.open('create'))}
      actions={
        <ActionButtons actions={ACTIONS} root={root} enabled={buttons} onOpen={store.open} />
      }
      note={
        builtInNote ? (
          <p className="gh-w-hint gh-w-note-line">
            <InfoIcon />
            {builtInNote}.
          </p>
        ) : null
      }
      getRowId={roleName}
      rowLabel={roleName}
      confirmation={
        modal === 'delete'
          ? { layout: pages['delete-roles-modal'], text: store.confirmText('delete'), danger: true }
          : undefined
      }
    >
      {modal === 'create' || modal === 'edit' ? (
        <FormModal
          layout={pages[modal === 'create' ? 'create-role-modal' : 'edit-role-modal']}
          form={modal === 'create' ? store.createForm : store.editForm}
          sources={sources}
          onSubmit={() => void store.submit()}
          onCancel={store.close}
        />
      ) : null}
    </StoreListView>
  );
}

/**
 * The role management widget (spec 000 §2): search, sortable and selectable roles, and create,
 * edit (permissions refreshed on open) and delete. Built-in roles are selected and edited like
 * any other, but a deletion leaves them listed; the widget says so. It renders the headless
 * store of `@gatehouse/core`.
 */
export function RoleManagement(props: RoleManagementProps) {
  return (
    <AdminWidget
      kind="role-management-widget"
      props={props}
      create={createRoleStore}
      View={Roles}
    />
  );
}
