import { atom, type ReadableAtom } from 'nanostores';

/** Where a secret is copied to: the browser's clipboard by default. */
export interface Clipboard {
  writeText(text: string): Promise<void>;
}

const browserClipboard = (): Clipboard | undefined =>
  (globalThis.navigator as { clipboard?: Clipboard } | undefined)?.clipboard;

/**
 * A secret the server shows once (a new access key, a temporary password): shown until its
 * modal closes, and closing copies it to the clipboard and forgets it (spec 000 §2).
 */
export interface SecretStore {
  /** The secret while its modal is open; '' otherwise. */
  readonly $secret: ReadableAtom<string>;
  show(secret: string): void;
  /**
   * Copy the secret to the clipboard, then forget it. Resolves false (and keeps it shown)
   * when the copy failed, so the user can still copy it by hand.
   */
  copyAndClear(): Promise<boolean>;
  /** Forget it without copying (the widget went away). */
  clear(): void;
}

export function createSecretStore(
  clipboard: () => Clipboard | undefined = browserClipboard,
): SecretStore {
  const $secret = atom('');
  return {
    $secret,
    show: (secret) => $secret.set(secret),
    async copyAndClear() {
      const secret = $secret.get();
      if (!secret) return true;
      try {
        const target = clipboard();
        if (!target) throw new Error('No clipboard');
        await target.writeText(secret);
      } catch {
        return false;
      }
      $secret.set('');
      return true;
    },
    clear: () => $secret.set(''),
  };
}
