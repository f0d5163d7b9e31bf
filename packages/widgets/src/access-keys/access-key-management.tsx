import {
  type AccessKeyAction,
  type AccessKeyRow,
  type AccessKeyStore,
  createAccessKeyStore,
  type ModalLayout,
  type Notices,
  parseExpiration,
  WIDGET_PAGES,
} from '@gatehouse/core';
import { useState } from 'react';
import { Button, SearchInput, Table, Toolbar } from '../kit';
import {
  ConfirmModal,
  columnsFrom,
  DisplayModal,
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

export type AccessKeyManagementProps = WidgetProps;

export const ACCESS_KEY_WIDGET = {
  type: 'access-key-management-widget',
  version: '0.1.78',
  pages: WIDGET_PAGES['access-key-management-widget'],
  createStore: createAccessKeyStore,
} as const satisfies WidgetSpec<AccessKeyStore>;

/** Ours: the spec does not word it. */
export const ACCESS_KEY_COPY_FAILED = 'The access key could not be copied to the clipboard';

const ACTIONS: AccessKeyAction[] = ['activate', 'deactivate', 'delete'];
const MODAL_OF: Record<AccessKeyAction, string> = {
  activate: 'activate-access-keys-modal',
  deactivate: 'deactivate-access-keys-modal',
  delete: 'delete-access-keys-modal',
};
const RUN: Record<AccessKeyAction, (store: AccessKeyStore) => Promise<unknown>> = {
  activate: (store) => store.activate(),
  deactivate: (store) => store.deactivate(),
  delete: (store) => store.remove(),
};

type Open = 'create' | 'generated' | AccessKeyAction | null;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function AccessKeys({
  store,
  layouts,
  notices,
}: {
  store: AccessKeyStore;
  layouts: Layouts;
  notices: Notices;
}) {
  const { root, modals } = layouts;
  const createLayout = modals['create-access-key-modal'] as ModalLayout;
  const keys = useAtom(store.$keys);
  const roles = useAtom(store.$roles);
  const selection = useAtom(store.$selection);
  const buttons = useAtom(store.$buttons);
  const ops = useAtom(store.$ops);
  const search = useAtom(store.$search);
  const [query, setQuery] = useState(search.text);
  const [open, setOpen] = useState<Open>(null);
  const [values, setValues] = useState<FormValues>(() => emptyValues(createLayout));
  const [errors, setErrors] = useState<FormErrors>({});
  const [busy, setBusy] = useState(false);
  const [cleartext, setCleartext] = useState('');
  const title = root.title ?? 'Access keys';

  const change = (name: string, value: unknown) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _dropped, ...rest }) => rest);
  };

  async function submitCreate() {
    const found = validateForm(createLayout, values, {
      expiration: (value) => {
        const parsed = parseExpiration(text(value), Date.now());
        return parsed.ok ? undefined : parsed.message;
      },
    });
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    const outcome = await store.create({
      name: text(values.name),
      expiration: text(values.expiration),
      roleNames: Array.isArray(values.roleNames) ? (values.roleNames as string[]) : [],
      userId: text(values.userId) || undefined,
    });
    setBusy(false);
    // A failure keeps the modal open with everything typed; the store shows the toast.
    if (!outcome.ok) return;
    setCleartext(outcome.cleartext);
    setOpen('generated');
  }

  async function closeGenerated() {
    try {
      await navigator.clipboard.writeText(cleartext);
    } catch {
      notices.failure(ACCESS_KEY_COPY_FAILED);
    }
    setCleartext('');
    setValues(emptyValues(createLayout));
    setErrors({});
    setOpen(null);
  }

  async function confirm(action: AccessKeyAction) {
    setOpen(null);
    await RUN[action](store);
  }

  const action = open && open !== 'create' && open !== 'generated' ? open : undefined;
  const actionLayout = action ? modals[MODAL_OF[action]] : undefined;
  const generatedLayout = modals['generated-access-key-modal'];

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
        <Button variant="primary" disabled={!buttons.create} onClick={() => setOpen('create')}>
          {root.buttons.create}
        </Button>
        {ACTIONS.map((each) => (
          <Button
            key={each}
            variant={each === 'delete' ? 'danger' : 'secondary'}
            disabled={!buttons[each]}
            onClick={() => setOpen(each)}
          >
            {root.buttons[each]}
          </Button>
        ))}
      </Toolbar>
      <Table<AccessKeyRow>
        label={title}
        rows={keys}
        columns={columnsFrom<AccessKeyRow>(root.columns)}
        getRowId={(key) => key.id}
        rowLabel={(key) => key.name}
        selectedIds={selection}
        onSelectionChange={store.select}
        sort={sortState(search)}
        onSort={(field, direction) => void store.sort(field, direction)}
        loading={ops.search?.loading}
        emptyText={root.emptyText}
      />
      {open === 'create' ? (
        <FormModal
          layout={createLayout}
          values={values}
          errors={errors}
          busy={busy}
          sources={{ roles: roles.map((role) => role.name) }}
          onChange={change}
          onSubmit={() => void submitCreate()}
          onCancel={() => setOpen(null)}
        />
      ) : null}
      {open === 'generated' && generatedLayout ? (
        <DisplayModal
          layout={generatedLayout}
          values={{ cleartext }}
          onClose={() => void closeGenerated()}
        />
      ) : null}
      {action && actionLayout ? (
        <ConfirmModal
          layout={actionLayout}
          text={store.confirmText(action)}
          danger={action === 'delete'}
          onSubmit={() => void confirm(action)}
          onCancel={() => setOpen(null)}
        />
      ) : null}
    </section>
  );
}

/**
 * The access-key management widget (spec 000 §2): search, sortable and selectable keys, and
 * create (with the one-time key display), activate, deactivate and delete.
 */
export function AccessKeyManagement(props: AccessKeyManagementProps) {
  const host = useWidgetHost(ACCESS_KEY_WIDGET, props);
  return (
    <WidgetShell host={host} theme={props.theme}>
      {(store, layouts, notices) => (
        <AccessKeys store={store} layouts={layouts} notices={notices} />
      )}
    </WidgetShell>
  );
}
