// npm test's first step: the suite runs on the Node that package.json pins (the `node` package,
// decision 020), not on whatever Node the machine has. npm puts node_modules/.bin first on PATH for
// its scripts and for npx; a command started outside npm gets the system's Node and fails here.
import { readFileSync } from 'node:fs'

const pinned = JSON.parse(readFileSync(new URL('../node_modules/node/package.json', import.meta.url), 'utf8')).version
const running = process.versions.node
console.log(`Node ${running} (${process.execPath}); pinned by package.json: ${pinned}`)
if (running !== pinned) {
  console.error(`This is not the pinned Node ${pinned}. Run the project's commands through npm (npm test, npm start, npm run …, npx …).`)
  process.exit(1)
}
