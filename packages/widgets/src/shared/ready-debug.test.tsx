import { type Client, passwordOf, sharedClient } from '@gatehouse/core';
import { DEMO_ADMIN } from '@gatehouse/emulator';
import { render, screen } from '@testing-library/react';
import { HttpResponse, http, passthrough } from 'msw';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccessKeyManagement, defineAccessKeyManagement } from '../access-keys';
import { AuditManagement, defineAuditManagement } from '../audit';
import { defineUserProfile, UserProfile } from '../profile';
import { defineRoleManagement, RoleManagement } from '../roles';
import { allowEmulator, runEmulatorForFile } from '../test/emulator';
import { server } from '../test/msw';
import { bodyRows, mockProps } from '../test/widgets';
import { defineUserManagement, UserManagement } from '../users';
import type { CommonWidgetProps, WidgetProps } from './use-widget-store';

// Every widget's `ready` (onReady, and the elements' `ready` event) and `debug` (core's
// debugWidget, loaded on demand): one implementation in the host (use-widget-store.ts), each
// widget proven here.

const emulator = runEmulatorForFile();

/** Each widget, how it shows its first data, and its element. */
const WIDGETS: {
  name: string;
  kind: string;
  Widget: ComponentType<WidgetProps> | ComponentType<CommonWidgetProps>;
  tag: string;
  define: () => unknown;
  shown: () => boolean;
}[] = [
  {
    name: 'users',
    kind: 'user-management-widget',
    Widget: UserManagement,
    tag: 'gatehouse-user-management',
    define: defineUserManagement,
    shown: () => bodyRows().length > 0,
  },
  {
    name: 'roles',
    kind: 'role-management-widget',
    Widget: RoleManagement,
    tag: 'gatehouse-role-management',
    define: defineRoleManagement,
    shown: () => bodyRows().length > 0,
  },
  {
    name: 'access keys',
    kind: 'access-key-management-widget',
    Widget: AccessKeyManagement,
    tag: 'gatehouse-access-key-management',
    define: defineAccessKeyManagement,
    shown: () => bodyRows().length > 0,
  },
  {
    name: 'audit',
    kind: 'audit-management-widget',
    Widget: AuditManagement,
    tag: 'gatehouse-audit-management',
    define: defineAuditManagement,
    shown: () => bodyRows().length > 0,
  },
  {
    name: 'profile',
    kind: 'user-profile-widget',
    Widget: UserProfile,
    tag: 'gatehouse-user-profile',
    define: defineUserProfile,
    shown: () => screen.queryByRole('button', { name: 'Sign out' }) !== null,
  },
];

afterEach(() => vi.restoreAllMocks());

describe.each(WIDGETS)('$name', ({ kind, Widget, tag, define, shown }) => {
  it('calls onReady once, when its first data is on screen', async () => {
    const seenShown: boolean[] = [];
    const onReady = vi.fn(() => seenShown.push(shown()));
    const W = Widget as ComponentType<WidgetProps & { onReady: () => void }>;
    const { rerender } = render(<W {...mockProps} onReady={onReady} />);
    await vi.waitFor(() => expect(onReady).toHaveBeenCalledTimes(1));
    expect(seenShown).toEqual([true]);
    rerender(<W {...mockProps} hideTitle onReady={onReady} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onReady).toHaveBeenCalledTimes(1);
  });

  it('logs its state transitions with debug, and nothing without', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    const W = Widget as ComponentType<WidgetProps & { debug?: boolean; onReady: () => void }>;
    const quiet = vi.fn();
    const { unmount } = render(<W {...mockProps} onReady={quiet} />);
    await vi.waitFor(() => expect(quiet).toHaveBeenCalled());
    expect(debug).not.toHaveBeenCalled();
    unmount();
    render(<W {...mockProps} debug onReady={() => {}} />);
    await vi.waitFor(() =>
      expect(debug).toHaveBeenCalledWith(
        `[gatehouse ${kind} ${mockProps.widgetId}] $status`,
        'ready',
      ),
    );
  });

  it(`<${tag}> dispatches ready (bubbling, composed) once its data shows`, async () => {
    define();
    const events: Event[] = [];
    const listener = (event: Event) => events.push(event);
    document.addEventListener('ready', listener);
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries({
      'project-id': mockProps.projectId,
      tenant: mockProps.tenant,
      'widget-id': mockProps.widgetId,
      mock: '',
    })) {
      element.setAttribute(name, value);
    }
    document.body.append(element);
    try {
      await vi.waitFor(() => expect(events).toHaveLength(1), { timeout: 5_000 });
      expect(events[0]?.target).toBe(element);
      expect(events[0]?.bubbles).toBe(true);
      expect(events[0]?.composed).toBe(true);
    } finally {
      document.removeEventListener('ready', listener);
      element.remove();
    }
  });
});

describe.each(WIDGETS)('$name style-id', ({ Widget }) => {
  it("loads {style-id}.json from the project's content and shows the widget in it", async () => {
    allowEmulator(emulator);
    const asked: string[] = [];
    server.use(
      http.get(`${emulator.url}/pages/${emulator.projectId}/v2-beta/:file`, ({ params }) => {
        asked.push(String(params.file));
        return params.file === 'brand.json'
          ? HttpResponse.json({
              light: { globals: ':host{--descope-colors-primary-main:#7c3aed}' },
              dark: { globals: ':host{--descope-colors-primary-main:#a78bfa}' },
            })
          : passthrough();
      }),
    );
    const W = Widget as ComponentType<WidgetProps & { styleId?: string }>;
    const props = { projectId: emulator.projectId, baseUrl: emulator.url, widgetId: 'w1' };
    const { container } = render(<W {...props} tenant="T2acme" styleId="brand" />);
    await vi.waitFor(() =>
      expect(
        [...container.querySelectorAll('style')].some((style) =>
          style.textContent?.includes('--gh-color-primary:#7c3aed!important'),
        ),
      ).toBe(true),
    );
    expect(asked).toContain('brand.json');
    expect(container.querySelector('.gh-w')?.getAttribute('data-theme')).toBe('os');
  });
});

describe('debug against the emulator', () => {
  async function signedIn(): Promise<Client> {
    allowEmulator(emulator);
    await fetch(`${emulator.url}/emulator/v1/reset`, { method: 'POST' });
    const client = sharedClient({ projectId: emulator.projectId, baseUrl: emulator.url });
    const result = await passwordOf(client).signIn(DEMO_ADMIN.loginId, DEMO_ADMIN.password);
    if (!result.ok) throw new Error(result.error.message);
    return client;
  }

  it("logs each widget's own requests, named by its kind and id, and never its tokens", async () => {
    const client = await signedIn();
    const tokens = [client.session.getSessionToken(), client.session.getRefreshToken()];
    expect(tokens.every((token) => token && token.length > 20)).toBe(true);
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    const props = { projectId: emulator.projectId, baseUrl: emulator.url, widgetId: 'w1' };
    const onReady = vi.fn();
    render(<UserManagement {...props} tenant="T2acme" debug onReady={onReady} />);
    render(<UserProfile {...props} debug />);
    await vi.waitFor(() => expect(onReady).toHaveBeenCalled(), { timeout: 5_000 });
    await vi.waitFor(() =>
      expect(debug).toHaveBeenCalledWith(
        '[gatehouse user-management-widget w1] request /v1/mgmt/user/search',
        'ok',
      ),
    );
    // The profile on the same client follows its own state, and logs none of the user
    // widget's requests (its user came from the page's session: no request of its own).
    const lines = debug.mock.calls.map(([line]) => String(line));
    expect(lines).toContain('[gatehouse user-profile-widget w1] $status');
    expect(lines.filter((line) => line.includes('/v1/mgmt/'))).toEqual(
      lines.filter((line) => line.startsWith('[gatehouse user-management-widget w1] request')),
    );
    const logged = JSON.stringify(debug.mock.calls);
    for (const token of tokens) expect(logged).not.toContain(token);
    expect(logged).not.toContain('Bearer');
    expect(logged).not.toContain(DEMO_ADMIN.loginId);
    await client.session.logout();
  });
});
