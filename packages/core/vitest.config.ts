import { readFileSync } from 'node:fs';
import { defineProject } from 'vitest/config';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

export default defineProject({
  define: { __GATEHOUSE_VERSION__: JSON.stringify(version) },
  test: {
    name: 'core',
    environment: 'happy-dom',
    include: ['src/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
  },
});
