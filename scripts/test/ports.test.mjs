import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEMO_PORTS, DEV_PORTS } from '../../examples/ports.mjs';

// The demo and each example's dev server run side by side on one machine: no two may want the
// same port, and each README names the port its app really takes.

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const read = (path) => readFileSync(`${ROOT}${path}`, 'utf8');

/** Each example with a dev server: its folder, vite config and key in the tables. */
const EXAMPLES = [
  { key: 'console', dir: 'admin-console', config: 'vite.config.ts' },
  { key: 'vanilla', dir: 'vanilla', config: 'vite.config.js' },
  { key: 'providerClients', dir: 'provider-clients', config: 'vite.config.js' },
];

describe('ports', () => {
  it('gives every server of the demo and every dev server a port of its own', () => {
    const ports = [...Object.values(DEMO_PORTS), ...Object.values(DEV_PORTS)];
    expect(new Set(ports).size).toBe(ports.length);
  });

  it.each(EXAMPLES)(
    'serves $dir from source on its dev port, and its README says so',
    async ({ key, dir, config }) => {
      const { default: vite } = await import(
        pathToFileURL(`${ROOT}examples/${dir}/${config}`).href
      );
      expect(vite.server).toMatchObject({
        host: '127.0.0.1',
        port: DEV_PORTS[key],
        strictPort: true,
      });
      expect(read(`examples/${dir}/README.md`)).toContain(`http://127.0.0.1:${DEV_PORTS[key]}`);
    },
  );

  it("names the demo's ports in the README the way the demo takes them", () => {
    const readme = read('README.md');
    for (const port of Object.values(DEMO_PORTS)) {
      expect(readme).toContain(`http://127.0.0.1:${port}`);
    }
  });
});
