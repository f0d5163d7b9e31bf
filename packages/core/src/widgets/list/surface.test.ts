import { describe, expect, it } from 'vitest';
import { ok, type Result } from '../../http/result';
import { AUDIT_LAYOUTS } from '../../layout/defaults';
import { createLayoutsStore } from '../layouts/store';
import { createOperations } from '../operations';
import { listSurface, type SearchAnswer } from './surface';

interface Event {
  id: string;
  action: string;
}
const event = (id: string): Event => ({ id, action: `action ${id}` });

/** A search whose answers the test releases, and the texts it was asked for. */
function deferredSearch() {
  const asked: string[] = [];
  const answers: Array<(result: Result<SearchAnswer<'audits', Event>>) => void> = [];
  const search = (params: { text: string }) => {
    asked.push(params.text);
    return new Promise<Result<SearchAnswer<'audits', Event>>>((answer) => answers.push(answer));
  };
  return { search, asked, answers };
}

function surfaceOf(search: ReturnType<typeof deferredSearch>['search']) {
  const layouts = createLayoutsStore('audit-management-widget', {
    builtIn: AUDIT_LAYOUTS,
    widgetId: 'demo',
    mock: true,
  });
  const gone: string[] = [];
  const loaded: string[] = [];
  const parts = listSurface({
    layouts,
    operations: createOperations<'search' | 'roles'>(),
    search,
    key: 'audits',
    id: (item) => item.id,
    row: (item) => ({ ...item, label: item.action.toUpperCase() }),
    loads: [async () => void loaded.push('roles')],
    destroy: () => gone.push('secret'),
    debounceMs: 5,
  });
  return { ...parts, layouts, gone, loaded };
}

describe('a list widget surface', () => {
  it('loads the layouts, the first search and the widget’s own loads together', async () => {
    const { search, asked, answers } = deferredSearch();
    const { surface, loaded } = surfaceOf(search);
    const load = surface.load();
    expect(asked).toEqual(['']);
    expect(surface.$ops.get().search?.loading).toBe(true);
    answers[0]?.(ok({ audits: [event('1'), event('2')], total: 3 }));
    await load;
    expect(loaded).toEqual(['roles']);
    expect(surface.$layouts.get().status).toBe('ready');
    expect(surface.$status.get()).toBe('ready');
    // The rows as the table shows them, from the answer's key; the total says it was cut.
    expect(surface.$rows.get().map((row) => row.label)).toEqual(['ACTION 1', 'ACTION 2']);
    expect(surface.$truncated.get()).toEqual({ shown: 2, total: 3 });
    surface.select(['2', '2']);
    expect(surface.$selection.get()).toEqual(['2']);
  });

  it('lets everything go when destroyed: a late answer changes nothing', async () => {
    const { search, answers } = deferredSearch();
    const { surface, destroyed, gone } = surfaceOf(search);
    const load = surface.load();
    expect(destroyed()).toBe(false);
    surface.destroy();
    expect(destroyed()).toBe(true);
    expect(gone).toEqual(['secret']);
    answers[0]?.(ok({ audits: [event('1')] }));
    await load;
    expect(surface.$rows.get()).toEqual([]);
    expect(surface.$status.get()).toBe('loading');
  });
});
