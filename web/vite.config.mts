// Builds the web table (web/) into web/dist, which the Nest app serves at `/` (src/web-static.ts).
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  base: './',
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', reportCompressedSize: true },
});
