import { describe, expect, it } from 'vitest';
import { MAX_LIMIT } from '../../mgmt/search';
import { useManagement } from '../../test/management';

// A search's `page` and `limit` as the provider takes them: a zero-based page of at most
// 10 000 rows (0 or none: 10 000), and `total` counting every match, whichever page is asked
// for. Anything else is a 400 that names the field and the rule, for every search.

const { mgmt } = useManagement();
const SEARCHES = [
  '/v1/mgmt/user/search',
  '/v2/mgmt/user/search',
  '/v1/mgmt/accesskey/search',
  '/v1/mgmt/role/search',
  '/v1/mgmt/audit/search',
];

describe('a search page', () => {
  it('answers the page asked for, and every match in total', async () => {
    const sort = [{ field: 'loginIds' }];
    const all = await mgmt('/v1/mgmt/user/search', { body: { sort } });
    const everyone = all.body.users as Array<{ userId: string }>;
    const pages = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((page) =>
        mgmt('/v1/mgmt/user/search', { body: { sort, page, limit: 5 } }),
      ),
    );
    for (const { body } of pages) expect(body.total).toBe(everyone.length);
    const paged = pages.flatMap(({ body }) => body.users as Array<{ userId: string }>);
    expect(paged.map((u) => u.userId)).toEqual(everyone.map((u) => u.userId));
    const past = await mgmt('/v1/mgmt/user/search', { body: { sort, page: 99, limit: 5 } });
    expect(past.body).toMatchObject({ users: [], total: everyone.length });
    // 0 is the provider's "not given": the default limit.
    const zero = await mgmt('/v1/mgmt/user/search', { body: { limit: 0 } });
    expect(zero.body.users).toHaveLength(everyone.length);
  });

  it.each([
    ['a negative page', { page: -1 }, 'page: a whole page number from 0'],
    ['a page that is text', { page: '1' }, 'page: a whole page number from 0'],
    ['a fractional page', { page: 1.5 }, 'page: a whole page number from 0'],
    [
      'a limit past the cap',
      { limit: MAX_LIMIT + 1 },
      `limit: a whole number of rows from 0 to ${MAX_LIMIT}`,
    ],
    ['a negative limit', { limit: -5 }, `limit: a whole number of rows from 0 to ${MAX_LIMIT}`],
    [
      'a limit that is text',
      { limit: '10' },
      `limit: a whole number of rows from 0 to ${MAX_LIMIT}`,
    ],
  ])('refuses %s with a 400 that says why, on every search', async (_, body, detail) => {
    for (const path of SEARCHES) {
      const refused = await mgmt(path, { body });
      expect(refused.status, path).toBe(400);
      expect(refused.body).toMatchObject({ errorCode: 'E011001', errorMessage: detail });
    }
  });
});
