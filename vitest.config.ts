import { fileURLToPath } from 'node:url'
import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

export default defineConfig((env) =>
  mergeConfig(
    viteConfig(env),
    defineConfig({
      test: {
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
