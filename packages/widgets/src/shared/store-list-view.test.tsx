import {
  AUDIT_LAYOUTS,
  createLayoutsStore,
  createOperations,
  fail,
  listSurface,
  ok,
  type Result,
  ROLE_LAYOUTS,
  type SearchAnswer,
} from '@gatehouse/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bodyRows } from '../test/widgets';
import { StoreListView } from './store-list-view';

// Any store built by core's listSurface() mounts in <StoreListView>: here one of the test's
// own, over a search the test answers, with a confirmation of its own.

interface Item {
  id: string;
  action: string;
}
type Answer = Result<SearchAnswer<'audits', Item>>;

function ownStore() {
  const asked: string[] = [];
  const answers: Array<(result: Answer) => void> = [];
  const layouts = createLayoutsStore('audit-management-widget', {
    builtIn: AUDIT_LAYOUTS,
    widgetId: 'w1',
    mock: true,
  });
  const { surface } = listSurface({
    layouts,
    operations: createOperations<'search'>(),
    search: (params) => {
      asked.push(params.text);
      return new Promise<Answer>((resolve) => answers.push(resolve));
    },
    key: 'audits',
    id: (item) => item.id,
    row: (item) => item,
    debounceMs: 0,
  });
  const confirm = vi.fn(async () => undefined);
  const close = vi.fn();
  return { store: { ...surface, confirm, close }, asked, answers, confirm, close };
}

const failure = fail({ kind: 'http', code: 'E1', message: 'nope', status: 500 });

describe('<StoreListView>', () => {
  it('mounts a list surface: its search, its failure and Retry, its rows and selection', async () => {
    const { store, asked, answers } = ownStore();
    const load = store.load();
    render(
      <StoreListView<Item>
        store={store}
        pages={{ root: { ...AUDIT_LAYOUTS.root, title: 'Events' } }}
        titleKey="title.audit"
        hideTitle={false}
        getRowId={(item) => item.id}
      />,
    );
    const region = screen.getByRole('region', { name: 'Events' });
    await act(async () => {
      answers[0]?.(failure);
      await load;
    });
    // A list that failed says so with the server's message; Retry searches again.
    expect(within(region).getByText(/nope/)).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: 'Retry' }));
    expect(asked).toEqual(['', '']);
    await act(async () => answers[1]?.(ok({ audits: [{ id: 'a', action: 'LoginSucceed' }] })));
    // The table's code is a part loaded on demand (table-part.tsx): its grid may come later.
    await within(region).findByRole('grid');
    expect(bodyRows()).toHaveLength(1);
    // Typing searches through the store.
    fireEvent.change(within(region).getByRole('searchbox'), { target: { value: 'x' } });
    await vi.waitFor(() => expect(asked).toEqual(['', '', 'x']));
    expect(store.$search.get().text).toBe('x');
  });

  it('shows the open confirmation for the selection, answered by the store', async () => {
    const { store, answers, confirm, close } = ownStore();
    const load = store.load();
    await act(async () => {
      answers[0]?.(ok({ audits: [{ id: 'a', action: 'A' }] }));
      await load;
    });
    store.select(['a']);
    // A confirmation page of the roles widget's stands in for this store's own.
    const layout = ROLE_LAYOUTS['delete-roles-modal'];
    render(
      <StoreListView<Item>
        store={store}
        pages={{ root: AUDIT_LAYOUTS.root }}
        titleKey="title.audit"
        hideTitle
        getRowId={(item) => item.id}
        confirmation={{ layout, text: 'Delete A?', danger: true }}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete A?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: layout.submitLabel }));
    expect(confirm).toHaveBeenCalledOnce();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(close).toHaveBeenCalled();
  });

  it("titles the confirmation by the selection's size, as core's confirmationTitle words it", async () => {
    const { store, answers } = ownStore();
    const load = store.load();
    await act(async () => {
      answers[0]?.(
        ok({
          audits: [
            { id: 'a', action: 'A' },
            { id: 'b', action: 'B' },
          ],
        }),
      );
      await load;
    });
    const layout = ROLE_LAYOUTS['delete-roles-modal'];
    const view = (
      <StoreListView<Item>
        store={store}
        pages={{ root: AUDIT_LAYOUTS.root }}
        titleKey="title.audit"
        hideTitle
        getRowId={(item) => item.id}
        confirmation={{ layout, text: 'Sure?' }}
      />
    );
    store.select(['a']);
    const { rerender } = render(view);
    expect(await screen.findByRole('dialog', { name: 'Delete role' })).toBeTruthy();
    act(() => store.select(['a', 'b']));
    rerender(view);
    expect(await screen.findByRole('dialog', { name: 'Delete 2 roles' })).toBeTruthy();
  });
});
