import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig, mergeConfig } from 'vitest/config'
import LongFirstSequencer from './server/test/sequencer.ts'
import viteConfig from './vite.config.ts'

export default defineConfig((env) =>
  mergeConfig(
    viteConfig(env),
    defineConfig({
      test: {
        // Two files at a time on two cores (Vitest's default is one fewer than the cores: one on
        // CI's two). A server test waits on its database and its child processes half the time; a
        // second worker fills that wait (the PGlite pass used 1.8 of the 2 cores with two). On
        // PostgreSQL too since the delta sync's horizon counts only its own database's
        // transactions (server/catalog/delta.ts, decision 053): with the server's snapshot, another
        // file's transactions, in a database of their own, held this file's deltas back.
        maxWorkers: Math.max(2, availableParallelism() - 1),
        sequence: { sequencer: LongFirstSequencer },
        projects: [
          {
            extends: true,
            // The browser's ES module builds of the libraries, as the app's build picks them.
            resolve: { conditions: ['module', 'browser', 'development'] },
            test: {
              name: 'client',
              environment: 'happy-dom',
              include: ['src/**/*.test.{ts,tsx}', 'machines/**/*.test.{ts,tsx}'],
              setupFiles: ['./src/test/setup.ts'],
              // The libraries that import 'react' go through Vite, so the alias to preact/compat
              // (vite.config.ts) reaches them too: the tests render with what ships.
              // Their ES module builds (the CommonJS ones would require() React itself).
              alias: [{ find: /^@testing-library\/react$/, replacement: fileURLToPath(new URL('./node_modules/@testing-library/react/dist/@testing-library/react.esm.js', import.meta.url)) }],
              server: { deps: { inline: [/@testing-library\/react/, /@lingui\/react/, /@tanstack\/react-/, /@xstate\/react/, /use-isomorphic-layout-effect/, /dexie-react-hooks/] } },
            },
          },
          {
            extends: true,
            test: {
              name: 'server',
              environment: 'node',
              include: ['server/**/*.test.ts'],
              setupFiles: ['./server/test/setup.ts'],
              // One module graph for all the server files (each still opens its own database and
              // app): importing the server anew for every file was a third of this project's time
              // (258 s isolated, 163 s shared, on 2 cores). No server test mocks a module.
              globalSetup: ['./server/test/global-setup.ts'],
              isolate: false,
              testTimeout: 30_000,
              hookTimeout: 60_000,
            },
          },
        ],
      },
    }),
  ),
)
