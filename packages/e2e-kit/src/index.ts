export {
  type VirtualAuthenticator,
  type VirtualCredential,
  virtualAuthenticator,
} from './authenticator';
export { type AxeViolation, axeViolations } from './axe';
export { CHROMIUM, launchChromium } from './browser';
export { approveEnchantedLink } from './enchanted-link';
export { type ExampleApp, type InboxMessage, useExampleApp } from './example-app';
export { settled } from './settled';
export { type StaticServer, serveStatic } from './static-server';
