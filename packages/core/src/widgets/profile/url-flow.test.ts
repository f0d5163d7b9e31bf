import { beforeEach, describe, expect, it } from 'vitest';
import { takeWidgetFlow } from './url-flow';

const setUrl = (search: string) => window.history.replaceState(null, '', `/account${search}`);

describe('widget-flow URL parameter', () => {
  beforeEach(() => setUrl(''));

  it('is read and removed, the other parameters and the hash kept, with no new entry', () => {
    setUrl('?a=1&widget-flow=update-name&b=2#top');
    const entries = window.history.length;
    expect(takeWidgetFlow()).toBe('update-name');
    expect(window.location.pathname).toBe('/account');
    expect(window.location.search).toBe('?a=1&b=2');
    expect(window.location.hash).toBe('#top');
    expect(window.history.length).toBe(entries);
    expect(takeWidgetFlow()).toBeUndefined();
  });

  it('is removed even when empty, and the address is untouched when it is absent', () => {
    setUrl('?widget-flow=&a=1');
    expect(takeWidgetFlow()).toBeUndefined();
    expect(window.location.search).toBe('?a=1');
    setUrl('?a=1#h');
    expect(takeWidgetFlow()).toBeUndefined();
    expect(window.location.href).toMatch(/\/account\?a=1#h$/);
  });
});
