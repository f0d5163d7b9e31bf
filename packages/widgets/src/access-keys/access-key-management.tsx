import {
  ACCESS_KEY_CONFIRM_PAGES,
  type AccessKeyAction,
  type AccessKeyRow,
  type AccessKeyStore,
  createAccessKeyStore,
} from '@gatehouse/core';
import { ActionButtons, createButton } from '../shared/action-buttons';
import { type AdminViewProps, AdminWidget } from '../shared/admin-widget';
import { FormModal, SecretModal, usePreloadModals } from '../shared/lazy-modals';
import { StoreListView } from '../shared/store-list-view';
import { useAtom } from '../shared/use-atom';
import type { WidgetProps } from '../shared/use-widget-store';
import { BoundUserField, preloadUserPicker } from './bound-user-field';

export type AccessKeyManagementProps = WidgetProps;

const ACTIONS: AccessKeyAction[] = ['activate', 'deactivate', 'delete'];

const keyId = (key: AccessKeyRow) => key.id;
const keyName = (key: AccessKeyRow) => key.name;

function AccessKeys(view: AdminViewProps<'access-key-management-widget', AccessKeyStore>) {
  const { store, pages } = view;
  const { root } = pages;
  const roles = useAtom(store.$roles);
  const buttons = useAtom(store.$buttons);
  const modal = useAtom(store.$modal);
  const form = useAtom(store.$form);
  const secret = useAtom(store.$secret);
  const action = modal && modal !== 'create' && modal !== 'generated' ? modal : undefined;
  // The create modal opens on the click and its form comes with the key form part: the
  // modals' code is asked for at the same moment, so both arrive in one round trip.
  usePreloadModals(modal === 'create');

  return (
    <StoreListView<AccessKeyRow>
      {...view}
      titleKey="title.accessKeys"
      create={createButton(root, buttons.create, () => {
        void preloadUserPicker();
        void store.open('create');
      })}
      actions={
        <ActionButtons
          actions={ACTIONS}
          root={root}
          enabled={buttons}
          onOpen={(each) => void store.open(each)}
        />
      }
      getRowId={keyId}
      rowLabel={keyName}
      confirmation={
        action && {
          layout: pages[ACCESS_KEY_CONFIRM_PAGES[action]],
          text: store.confirmText(action),
          danger: action === 'delete',
        }
      }
    >
      {modal === 'create' && form ? (
        <FormModal
          layout={pages['create-access-key-modal']}
          form={form.form}
          sources={{ roles: roles.map((role) => role.name) }}
          customControls={{
            users: (field) => <BoundUserField {...field} store={form.boundUser} />,
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
    </StoreListView>
  );
}

/**
 * The access-key management widget (spec 000 §2): search, sortable and selectable keys, and
 * create (with the one-time key display), activate, deactivate and delete. It renders the
 * headless store of `@gatehouse/core`; every rule lives there.
 */
export function AccessKeyManagement(props: AccessKeyManagementProps) {
  return (
    <AdminWidget
      kind="access-key-management-widget"
      props={props}
      create={createAccessKeyStore}
      View={AccessKeys}
    />
  );
}
