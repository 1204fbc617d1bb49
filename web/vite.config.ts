/// <reference types="vitest/config" />
// Vite builds the admin into dist/, which the Go binary embeds and serves
// under /admin (web/embed.go). The build is deterministic: the same
// sources and lockfile give the same bytes (scripts/check-web.sh checks).
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressPlugin } from './compress';

// During `npm run dev`, API calls go to a server started with
// `go run ./cmd/corkboard serve --demo` (override with CORKBOARD_URL).
const backend = process.env.CORKBOARD_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  base: '/admin/',
  plugins: [react(), precompressPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
  },
  server: {
    proxy: { '/graphql': backend, '/admin/api': backend },
  },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
