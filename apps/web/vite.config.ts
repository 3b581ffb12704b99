import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The dev server forwards API calls to a locally running server (`npm start`, port 8080), so
// the session cookie stays same-origin exactly as in production where the server serves the build.
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/app': { target: 'http://127.0.0.1:8080', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
  },
});
