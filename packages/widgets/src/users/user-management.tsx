import {
  createUserStore,
  onDemand,
  USER_CONFIRM_PAGES,
  USER_TOOLBAR_ACTIONS,
  type UserForm,
  type UserRow,
  type UserStore,
  userKey,
  userLabel,
} from '@gatehouse/core';
import { createButton } from '../shared/action-buttons';
import { type AdminViewProps, AdminWidget } from '../shared/admin-widget';
import { FoldingActionButtons } from '../shared/folding-action-buttons';
import { FormModal, SecretModal, usePreloadModals } from '../shared/lazy-modals';
import { useLazyModule } from '../shared/lazy-module';
import { StoreListView } from '../shared/store-list-view';
import { useAtom } from '../shared/use-atom';
import type { WidgetProps } from '../shared/use-widget-store';

export type UserManagementProps = WidgetProps;

// The filters load beside the first search, not with the widget: a chunk of their own (their
// selects' code stays out of the first load), with the More menu of a narrow toolbar. One that
// fails leaves the list unfiltered and the toolbar unfolded; a new mount asks again.
const toolbarPart = onDemand('the user filters and menu', () => import('./toolbar-parts'));

function Filters({ store }: { store: UserStore }) {
  const { module } = useLazyModule(toolbarPart);
  return module ? <module.UserFilters store={store} /> : null;
}

/** The open form with its layout and locked fields, which follow the layouts (a locale). */
function UserFormModal({
  view,
  sources,
  store,
}: {
  view: UserForm;
  sources: { roles: string[] };
  store: UserStore;
}) {
  const layout = useAtom(view.$layout);
  const locked = useAtom(view.$locked);
  return (
    <FormModal
      layout={layout}
      form={view.form}
      sources={sources}
      overrides={{ disabled: locked }}
      onSubmit={() => void store.submit()}
      onCancel={store.close}
    />
  );
}

const rowKey = (user: UserRow) => userKey(user);
const rowLabel = (user: UserRow) => userLabel(user);

function Users(view: AdminViewProps<'user-management-widget', UserStore>) {
  const { store, pages } = view;
  const { root } = pages;
  const roles = useAtom(store.$roles);
  const buttons = useAtom(store.$buttons);
  const modal = useAtom(store.$modal);
  const form = useAtom(store.$formView);
  const secret = useAtom(store.$secret);
  const layoutColumns = useAtom(store.$columns);
  const action =
    modal && modal !== 'create' && modal !== 'edit' && modal !== 'generated' ? modal : undefined;
  const sources = { roles: roles.map((role) => role.name) };
  const formModal = modal === 'create' || modal === 'edit';
  // The create modal opens on the click and its form comes with the user actions: the modals'
  // code is asked for at the same moment, so both arrive in one round trip.
  usePreloadModals(formModal);

  return (
    <StoreListView<UserRow>
      {...view}
      titleKey="title.users"
      filters={<Filters store={store} />}
      create={createButton(root, buttons.create, () => void store.open('create'))}
      actions={
        <FoldingActionButtons
          menu={toolbarPart}
          actions={USER_TOOLBAR_ACTIONS}
          root={root}
          enabled={buttons}
          onOpen={(each) => void store.open(each)}
        />
      }
      columns={layoutColumns}
      getRowId={rowKey}
      rowLabel={rowLabel}
      confirmation={
        action && {
          layout: pages[USER_CONFIRM_PAGES[action]],
          text: store.confirmText(action),
          danger: action === 'delete' || action === 'removePasskey',
        }
      }
    >
      {formModal && form ? <UserFormModal view={form} sources={sources} store={store} /> : null}
      {modal === 'generated' ? (
        <SecretModal
          layout={pages['generated-password-modal']}
          secret={secret}
          onClose={() => void store.closeSecret()}
        />
      ) : null}
    </StoreListView>
  );
}

/**
 * The user-management widget (spec 000 §2-§9, version 0.4.78): search, sortable and selectable
 * users with a column per custom attribute, and create, edit, activate, disable, delete,
 * temporary password (shown once, copied on close) and passkey removal. It renders the
 * headless store of `@gatehouse/core`; every rule lives there.
 */
export function UserManagement(props: UserManagementProps) {
  return (
    <AdminWidget
      kind="user-management-widget"
      props={props}
      create={createUserStore}
      View={Users}
    />
  );
}
