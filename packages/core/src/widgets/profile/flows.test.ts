import { describe, expect, it } from 'vitest';
import { PROFILE_LAYOUTS } from '../../layout/defaults/profile';
import {
  flowIdOf,
  isProfileModal,
  type ModalOf,
  PROFILE_FLOW_IDS,
  pageOfFlow,
  passwordPage,
} from './flows';

const builtIn: ModalOf = (page) => PROFILE_LAYOUTS[page];
const renamed: ModalOf = (page) =>
  page === 'update-name-modal' ? { ...PROFILE_LAYOUTS[page], flowId: 'rename-me' } : builtIn(page);
const unnamed: ModalOf = (page) => ({ ...PROFILE_LAYOUTS[page], flowId: undefined });

describe('profile flows', () => {
  it("match the emulator's built-in profile flows", () => {
    expect(Object.values(PROFILE_FLOW_IDS)).toEqual([
      'update-picture',
      'update-email',
      'delete-email',
      'update-name',
      'delete-name',
      'update-phone',
      'delete-phone',
      'add-passkey',
      'change-password',
    ]);
    for (const [page, flowId] of Object.entries(PROFILE_FLOW_IDS)) {
      expect(builtIn(page as keyof typeof PROFILE_FLOW_IDS).flowId).toBe(flowId);
    }
  });

  it('come from the layout, else the built-in one', () => {
    expect(flowIdOf(renamed, 'update-name-modal')).toBe('rename-me');
    expect(flowIdOf(unnamed, 'update-name-modal')).toBe('update-name');
  });

  it('find the modal hosting a flow, and none for an unknown flow', () => {
    expect(pageOfFlow(renamed, 'rename-me')).toBe('update-name-modal');
    expect(pageOfFlow(renamed, 'update-name')).toBeUndefined();
    expect(pageOfFlow(builtIn, 'change-password')).toBe('change-password-modal');
    expect(pageOfFlow(builtIn, '../../etc')).toBeUndefined();
    expect(pageOfFlow(builtIn, '__proto__')).toBeUndefined();
  });

  it('know the modal pages and the password row', () => {
    expect(isProfileModal('add-passkey-modal')).toBe(true);
    expect(isProfileModal('root')).toBe(false);
    expect(isProfileModal('create-user-modal')).toBe(false);
    expect(passwordPage(PROFILE_LAYOUTS.root)).toBe('change-password-modal');
    expect(passwordPage({ ...PROFILE_LAYOUTS.root, rows: [] })).toBe('change-password-modal');
  });
});
