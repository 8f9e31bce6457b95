// `npm start`: the built server (run-built.mjs builds it on a fresh clone).
import { runBuilt } from './run-built.mjs'

await runBuilt('server')
