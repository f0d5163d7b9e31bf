import { describe, expect, it } from 'vitest';
import { httpError, localError } from '../../http/errors';
import { USER_TEXTS } from '../../i18n/sections';
import { roleRefusals } from '../roles/refusals';
import { userCreateRefusals } from '../users/refusals';

const USER_CREATE_REFUSALS = userCreateRefusals(USER_TEXTS.en);

import { refusedFields } from './refusals';

const conflict = httpError(
  { errorCode: 'E011005', errorDescription: 'Already exists', errorMessage: 'A user exists' },
  409,
  'Conflict',
  null,
);

describe('refusedFields', () => {
  it("names the field a refusal is about, with the form's own words", () => {
    expect(refusedFields(conflict, USER_CREATE_REFUSALS)).toEqual({
      loginId: 'Another user already signs in with this login id',
    });
    expect(refusedFields(conflict, roleRefusals(' viewer '))).toEqual({
      name: 'A role named viewer already exists',
    });
  });

  it('names no field for another status, another code, or no answer at all', () => {
    const unavailable = httpError({ errorDescription: 'Down' }, 503, 'Unavailable', null);
    expect(refusedFields(unavailable, USER_CREATE_REFUSALS)).toEqual({});
    expect(
      refusedFields(conflict, [{ status: 409, code: 'E999', field: 'name', message: 'x' }]),
    ).toEqual({});
    expect(refusedFields(localError('network', 'E_NETWORK', 'offline'), roleRefusals('x'))).toEqual(
      {},
    );
  });
});
