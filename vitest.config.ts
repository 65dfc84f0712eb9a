import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: { '@site': import.meta.dirname },
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'examples/**/*.test.tsx'],
    environment: 'node',
  },
});
