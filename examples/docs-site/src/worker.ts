// The Worker wrangler.jsonc deploys: the docs gate, reading the build through ASSETS.
export { default } from '@gatehouse/docs-gate/worker';
