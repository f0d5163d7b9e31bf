import { isPageOf, type PageOf } from '../../layout/pages';
import type { ModalLayout, ProfileLayout } from '../../layout/schema';

const TYPE = 'user-profile-widget';

/** A modal page of the profile widget (every page but its screen). */
export type ProfileModalPage = Exclude<PageOf<typeof TYPE>, 'root'>;

/**
 * The flow each modal hosts when its layout names none: the emulator's built-in profile
 * flows, one per modal page.
 */
export const PROFILE_FLOW_IDS = {
  'update-picture-modal': 'update-picture',
  'update-email-modal': 'update-email',
  'delete-email-modal': 'delete-email',
  'update-name-modal': 'update-name',
  'delete-name-modal': 'delete-name',
  'update-phone-modal': 'update-phone',
  'delete-phone-modal': 'delete-phone',
  'add-passkey-modal': 'add-passkey',
  'change-password-modal': 'change-password',
} as const satisfies Record<ProfileModalPage, string>;

/** Every modal page of the profile. */
export const PROFILE_MODAL_PAGES = Object.keys(PROFILE_FLOW_IDS) as ProfileModalPage[];

export const isProfileModal = (page: string): page is ProfileModalPage =>
  page !== 'root' && isPageOf(TYPE, page);

/** How the store reads a page's layout (loaded, else built in). */
export type ModalOf = (page: ProfileModalPage) => ModalLayout;

/** The flow a modal page hosts: its layout's `flowId`, else the built-in one. */
export const flowIdOf = (modal: ModalOf, page: ProfileModalPage): string =>
  modal(page).flowId || PROFILE_FLOW_IDS[page];

/** The modal page hosting `flowId` (for `widget-flow`), if any modal hosts it. */
export const pageOfFlow = (modal: ModalOf, flowId: string): ProfileModalPage | undefined =>
  PROFILE_MODAL_PAGES.find((page) => flowIdOf(modal, page) === flowId);

/** The modal the password row opens: its flow only closes when done (spec 000 §2). */
export function passwordPage(root: ProfileLayout): ProfileModalPage {
  const page = root.rows.find((row) => row.field === 'password')?.edit;
  return page && isProfileModal(page) ? page : 'change-password-modal';
}
