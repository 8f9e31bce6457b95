// `npm run backup` and `npm run restore`: the built backup command (api/backup-command.ts).
import { runBuilt } from './run-built.mjs'

await runBuilt('backup-command')
