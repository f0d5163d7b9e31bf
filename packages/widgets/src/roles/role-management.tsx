import {
  createRoleStore,
  type ModalLayout,
  type RoleRow,
  type RoleStore,
  WIDGET_PAGES,
} from '@gatehouse/core';
import { useState } from 'react';
import { Button, SearchInput, Table, Toolbar } from '../kit';
import {
  ConfirmModal,
  columnsFrom,
  emptyValues,
  type FormErrors,
  FormModal,
  type FormValues,
  sortState,
  validateForm,
} from '../shared/form';
import {
  type Layouts,
  useWidgetHost,
  type WidgetProps,
  WidgetShell,
  type WidgetSpec,
} from '../shared/host';
import { useAtom } from '../shared/use-atom';

export type RoleManagementProps = WidgetProps;

export const ROLE_WIDGET = {
  type: 'role-management-widget',
  version: '0.1.76',
  pages: WIDGET_PAGES['role-management-widget'],
  createStore: createRoleStore,
} as const satisfies WidgetSpec<RoleStore>;

type Open = 'create' | 'edit' | 'delete' | null;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const list = (value: unknown) => (Array.isArray(value) ? (value as string[]) : []);
const formOf = (values: FormValues) => ({
  name: text(values.name),
  description: text(values.description),
  permissionNames: list(values.permissionNames),
});

function Roles({ store, layouts }: { store: RoleStore; layouts: Layouts }) {
  const { root, modals } = layouts;
  const createLayout = modals['create-role-modal'] as ModalLayout;
  const editLayout = modals['edit-role-modal'] as ModalLayout;
  const deleteLayout = modals['delete-roles-modal'] as ModalLayout;
  const roles = useAtom(store.$roles);
  const permissions = useAtom(store.$permissions);
  const selection = useAtom(store.$selection);
  const buttons = useAtom(store.$buttons);
  const ops = useAtom(store.$ops);
  const search = useAtom(store.$search);
  const [query, setQuery] = useState(search.text);
  const [open, setOpen] = useState<Open>(null);
  const [values, setValues] = useState<FormValues>(() => emptyValues(createLayout));
  const [errors, setErrors] = useState<FormErrors>({});
  const [editing, setEditing] = useState('');
  const [busy, setBusy] = useState(false);
  const title = root.title ?? 'Roles';

  const change = (name: string, value: unknown) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _dropped, ...rest }) => rest);
  };

  const openCreate = () => {
    setValues(emptyValues(createLayout));
    setErrors({});
    setOpen('create');
  };

  const openEdit = () => {
    const role = roles.find((each) => each.name === selection[0]);
    if (!role) return;
    setEditing(role.name);
    setValues({
      ...emptyValues(editLayout),
      name: role.name,
      description: role.description ?? '',
      permissionNames: [...(role.permissionNames ?? [])],
    });
    setErrors({});
    setOpen('edit');
    void store.refreshPermissions();
  };

  async function submit(kind: 'create' | 'edit') {
    const found = validateForm(kind === 'create' ? createLayout : editLayout, values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    const result =
      kind === 'create'
        ? await store.create(formOf(values))
        : await store.update(editing, formOf(values));
    setBusy(false);
    // A failure keeps the modal open with everything typed; the store shows the toast.
    if (!result.ok) return;
    setValues(emptyValues(createLayout));
    setOpen(null);
  }

  const formProps = {
    values,
    errors,
    busy,
    sources: { permissions: permissions.map((permission) => permission.name) },
    onChange: change,
    onCancel: () => setOpen(null),
  };

  return (
    <section aria-label={title} className="gh-w-widget">
      <SearchInput
        label={root.searchPlaceholder}
        placeholder={root.searchPlaceholder}
        value={query}
        onChange={(next) => {
          setQuery(next);
          store.search(next);
        }}
      />
      <Toolbar label={`${title} actions`}>
        <Button variant="primary" disabled={!buttons.create} onClick={openCreate}>
          {root.buttons.create}
        </Button>
        <Button disabled={!buttons.edit} onClick={openEdit}>
          {root.buttons.edit}
        </Button>
        <Button variant="danger" disabled={!buttons.delete} onClick={() => setOpen('delete')}>
          {root.buttons.delete}
        </Button>
      </Toolbar>
      <Table<RoleRow>
        label={title}
        rows={roles}
        columns={columnsFrom<RoleRow>(root.columns)}
        getRowId={(role) => role.name}
        rowLabel={(role) => role.name}
        selectedIds={selection}
        onSelectionChange={store.select}
        sort={sortState(search)}
        onSort={(field, direction) => void store.sort(field, direction)}
        loading={ops.search?.loading}
        emptyText={root.emptyText}
      />
      {open === 'create' ? (
        <FormModal {...formProps} layout={createLayout} onSubmit={() => void submit('create')} />
      ) : null}
      {open === 'edit' ? (
        <FormModal {...formProps} layout={editLayout} onSubmit={() => void submit('edit')} />
      ) : null}
      {open === 'delete' ? (
        <ConfirmModal
          layout={deleteLayout}
          text={store.confirmText('delete')}
          danger
          onSubmit={() => {
            setOpen(null);
            void store.remove();
          }}
          onCancel={() => setOpen(null)}
        />
      ) : null}
    </section>
  );
}

/**
 * The role management widget (spec 000 §2): search, sortable and selectable roles, and create,
 * edit (permissions refreshed on open) and delete. Built-in roles stay in the list.
 */
export function RoleManagement(props: RoleManagementProps) {
  const host = useWidgetHost(ROLE_WIDGET, props);
  return (
    <WidgetShell host={host} theme={props.theme}>
      {(store, layouts) => <Roles store={store} layouts={layouts} />}
    </WidgetShell>
  );
}
