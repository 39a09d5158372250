import path from 'node:path'

import { defineConfig } from 'vitest/config'

const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  '@payload-config': path.resolve(import.meta.dirname, 'payload.config.ts'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          // Each file gets its own temporary database (tests/integration/setup.ts); files run one at a time
          // so PostgreSQL runs do not fight over one schema.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          setupFiles: ['tests/integration/setup.ts'],
        },
      },
    ],
  },
})
