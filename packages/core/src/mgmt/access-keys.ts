import type { ReadBody } from '../http/http';
import { AccessKeysResponse, AnyObject, CreatedAccessKeyResponse } from '../schemas';
import { checkNonEmpty } from '../validation/checks';
import { searchBody } from './body';
import type { Call } from './call';
import { checkList } from './checks';
import type { CreateAccessKeyInput, SearchInput } from './types';
import { nothing } from './unwrap';

export function createAccessKeys(call: Call) {
  const batch = (action: 'delete' | 'activate' | 'deactivate', ids: string[]) => {
    checkList('ids', ids);
    return call(`/v1/mgmt/accesskey/${action}/batch`, { ids }, AnyObject, nothing);
  };

  return {
    /** `read` reads the answer as it arrives: a list shows its first rows before the rest is in. */
    search: (input: SearchInput = {}, read?: ReadBody) =>
      call(
        '/v1/mgmt/accesskey/search',
        searchBody(input),
        AccessKeysResponse,
        ({ keys, total }) => ({ keys, total: total ?? keys.length }),
        read,
      ),

    /** The answer's `cleartext` is the key secret; the provider shows it this once only. */
    create: ({ name, expireTime, roleNames, userId }: CreateAccessKeyInput) => {
      checkNonEmpty('name', name);
      return call(
        '/v1/mgmt/accesskey/create',
        { name, expireTime, roleNames, userId },
        CreatedAccessKeyResponse,
        ({ cleartext, key }) => ({ cleartext, key }),
      );
    },

    delete: (ids: string[]) => batch('delete', ids),
    activate: (ids: string[]) => batch('activate', ids),
    deactivate: (ids: string[]) => batch('deactivate', ids),
  };
}

export type AccessKeysApi = ReturnType<typeof createAccessKeys>;
