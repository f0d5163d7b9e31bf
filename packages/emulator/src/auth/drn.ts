import { decodeJwt } from 'jose';

/**
 * The token kind (`drn`) read without verifying, only to choose which verification to run;
 * the chosen verification then checks the signature and the kind again.
 */
export function decodeDrn(token: string): string {
  try {
    const { drn } = decodeJwt(token);
    return typeof drn === 'string' ? drn : '';
  } catch {
    return '';
  }
}
