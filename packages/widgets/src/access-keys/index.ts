export {
  ACCESS_KEY_COPY_FAILED,
  ACCESS_KEY_WIDGET,
  AccessKeyManagement,
  type AccessKeyManagementProps,
} from './access-key-management';
export { defineAccessKeyManagement, GatehouseAccessKeyManagementElement } from './element';
