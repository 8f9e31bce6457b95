// The server compiled to plain JavaScript (api/server.ts → dist-server/server.js), which `npm start`
// runs with node alone: no TypeScript is compiled at run time. Its packages are not bundled (they
// load from node_modules as they are); what loads on demand stays its own chunk (the S3 store, and
// with it the AWS SDK, only for MEDIA_STORE=s3).
import { defineConfig } from 'vite'

export default defineConfig({
  publicDir: false,
  logLevel: 'warn',
  build: {
    ssr: 'api/server.ts',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: false,
    minify: false,
    rollupOptions: { output: { entryFileNames: 'server.js', chunkFileNames: '[name]-[hash].js' } },
  },
})
