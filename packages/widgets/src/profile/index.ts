export {
  defineUserProfile,
  GatehouseUserProfileElement,
  type GatehouseUserProfileEventMap,
  PROFILE_ELEMENT_ATTRIBUTES,
} from './element';
export { UserProfile, type UserProfileProps } from './user-profile';
