export { type AxeViolation, axeViolations } from './axe';
export { CHROMIUM, launchChromium } from './browser';
export { type StaticServer, serveStatic } from './static-server';
