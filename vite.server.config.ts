// The server and the backup command compiled to plain JavaScript (api/server.ts → dist-server/server.js,
// api/backup-command.ts → dist-server/backup-command.js), which `npm start` and `npm run backup`/`restore`
// run with node alone: no TypeScript is compiled at run time. Its packages are not bundled (they
// load from node_modules as they are); what loads on demand stays its own chunk (the S3 store, and
// with it the AWS SDK, only for MEDIA_STORE=s3).
import { defineConfig } from 'vite'

export default defineConfig({
  publicDir: false,
  logLevel: 'warn',
  build: {
    ssr: true,
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: false,
    minify: false,
    rollupOptions: {
      input: { server: 'api/server.ts', 'backup-command': 'api/backup-command.ts' },
      output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
})
