export { allows } from './allows';
export { implies } from './implies';
export { audienceFromKey, audienceKey } from './key';
export {
  AudienceKey,
  DerivedKind,
  EDGE_SIGN_IN_DIR,
  FileAccess,
  MANIFEST_PATH,
  SiteManifest,
} from './manifest';
export { type Reader, readerOf, readerTenant } from './reader';
export { Access, AccessRule, accessOf, PUBLIC, SIGNED_IN } from './spec';
