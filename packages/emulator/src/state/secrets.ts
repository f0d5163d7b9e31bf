import bcrypt from 'bcryptjs';

/** bcrypt cost: the library's default; a real provider would pick something similar. */
export const BCRYPT_COST = 10;

export const hashSecret = (plain: string): string => bcrypt.hashSync(plain, BCRYPT_COST);
export const checkSecret = (plain: string, hash: string): boolean =>
  !!hash && bcrypt.compareSync(plain, hash);
