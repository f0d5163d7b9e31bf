import type { RunningEmulator } from '@gatehouse/emulator';

/**
 * Opens an enchanted link "on another device": approves its token straight through the
 * emulator's API, as the page the link leads to does. Answers the HTTP status.
 */
export async function approveEnchantedLink(
  emulator: Pick<RunningEmulator, 'url' | 'projectId'>,
  token: string | undefined,
): Promise<number> {
  const answer = await fetch(`${emulator.url}/v1/auth/enchantedlink/verify`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${emulator.projectId}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ token }),
  });
  await answer.body?.cancel();
  return answer.status;
}
