// The widgets' modals, one chunk loaded when one first opens (or a row is selected): the create
// and edit forms, the one-time secret and the confirmation. The confirmation alone was a chunk
// under 1 KB gzip, less than the request that fetched it.
export { ConfirmModal } from './confirm-modal';
export { FormModal, SecretModal } from './form';
