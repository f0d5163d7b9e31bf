// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { expect, it, vi } from 'vitest';
import { SignedIn, SignedOut } from './control';
import { useSession, useUser } from './hooks';
import { AuthProvider } from './provider';

function Probe() {
  const { status, isLoading } = useSession();
  const { user } = useUser();
  return (
    <>
      <p>{`status ${status}, loading ${isLoading}, user ${user?.name ?? 'none'}`}</p>
      <SignedIn fallback={<p>signed-in fallback</p>}>
        <p>signed in content</p>
      </SignedIn>
      <SignedOut>
        <p>signed out content</p>
      </SignedOut>
    </>
  );
}

it('renders the loading state on the server without a request or a window', async () => {
  expect(typeof window).toBe('undefined');
  const fetch = vi.fn(() => {
    throw new Error('no request may be made during server render');
  });
  vi.stubGlobal('fetch', fetch);

  const html = renderToString(
    <AuthProvider projectId="Pssr" baseUrl="http://gatehouse.test">
      <Probe />
    </AuthProvider>,
  );

  expect(html).toContain('status loading, loading true, user none');
  expect(html).toContain('signed-in fallback');
  expect(html).not.toContain('signed in content');
  expect(html).not.toContain('signed out content');
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(fetch).not.toHaveBeenCalled();
  expect(typeof window).toBe('undefined');
});
