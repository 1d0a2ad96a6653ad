// ESLint: the rules STYLE.md states, checked by a tool (decision 020). `npm run lint`; part of `npm test`.
// Syntax-only typescript-eslint (no type information): `tsc` already checks types, and a second,
// type-aware program would cost most of the minute a lint run may take on two cores.
import fs from 'node:fs'
import path from 'node:path'
import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { importX } from 'eslint-plugin-import-x'
import lingui from 'eslint-plugin-lingui'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const root = import.meta.dirname
const at = (p) => path.join(root, p)
const features = fs
  .readdirSync(at('src/features'), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
/** The back office's shared layer (decision 032): the portal's and the console's layout, API client and primitives, below both. */
const BACK_OFFICE_AREAS = new Set(['partner', 'admin'])
const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/test/**', 'tests/**']

export default defineConfig([
  globalIgnores(['dist/', 'dist-ssr/', 'data/', '.tmp/', 'test-results/', 'playwright-report/', 'src/routeTree.gen.ts', 'locales/', 'public/', '.exp-*.ts']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Unused names are an error, except the `_`-prefixed ones a signature needs.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['src/**', 'machines/**'],
    languageOptions: { globals: { ...globals.browser } },
  },

  // Imports: one-way layers and no cycles (STYLE.md "Shape" 1), replacing the regex architecture test.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x reads only .js files and a cycle through .ts files goes unseen.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: at('tsconfig.json') })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './server',
              from: './src/**',
              // Globs (a glob `from` takes glob exceptions), absolute like the resolved import paths.
              except: [at('src/api/{*contract,roles}.ts'), at('src/first-paint/*contract.ts'), at('src/lib/page-snapshot.{ts,tsx}'), at('src/{config,lib/route-facts.gen,lib/route-kinds}.ts')],
              message: ' The server imports from src/ only the shared contracts, roles, the constants (config.ts), the route facts and the page snapshot format.',
            },
            { target: './src/ui', from: './src/features', message: ' Shared ui components import no feature.' },
            { target: './machines', from: ['./src/ui', './src/features'], message: ' Machines import no screens.' },
          ],
        },
      ],
    },
  },
  {
    // A feature never imports another feature (what two features share lives below them); tests may.
    // The portal and the console share `backoffice` (their layer below, itself importing no feature).
    files: ['src/features/**'],
    ignores: TESTS,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: features.map((name) => ({
            target: `./src/features/${name}`,
            from: './src/features',
            // The other services' catalog screens (decision 045) are the farm's engine, given a service descriptor.
            except: BACK_OFFICE_AREAS.has(name) ? [`./${name}`, './backoffice'] : name === 'services' ? ['./services', './farm'] : [`./${name}`],
            message: ' A feature never imports another feature: move what both need to a shared layer (ui, lib, sync, db).',
          })),
        },
      ],
    },
  },
  {
    // Machines are plain logic: no React, no DOM globals (the runtime hands them what they need).
    files: ['machines/**'],
    ignores: TESTS,
    languageOptions: { globals: { ...globals.es2023 } },
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(react|react-dom|preact|@xstate/react)(/|$)', message: 'Machines import no React.' }] }],
      'no-restricted-globals': ['error', ...['window', 'document', 'localStorage', 'sessionStorage', 'navigator'].map((name) => ({ name, message: 'Machines touch no DOM globals.' }))],
    },
  },

  // React: the rules of hooks.
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },

  // Words: Lingui's rules on the storefront, and no untranslated words on its screens.
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    ignores: TESTS,
    ...lingui.configs['flat/recommended'],
  },
  {
    // Screens only (.tsx): in logic modules most strings are codes, not words. A string is taken for
    // words when it starts with a capital or has a space; identifiers, codes and CSS are not.
    files: ['src/**/*.tsx'],
    ignores: TESTS,
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: [
            '^(?![A-Z])\\S+$', // one lower-case token: a code, a class name, a key
            '^[A-Z0-9_-]+$', // a constant's value
            '^(\\s*—\\s*)?Malewa$', // the brand
            '^T\\d\\d:\\d\\d', // the time part of an ISO date
          ],
          ignoreNames: [
            { regex: { pattern: 'className$', flags: 'i' } },
            'type',
            'id',
            'to',
            'href',
            'rel',
            'target',
            'role',
            'name',
            'autoComplete',
            'inputMode',
            'method',
            'key',
            'lang',
            'dir',
            'src',
            'htmlFor',
            'form',
            'pattern',
            'enterKeyHint',
            'loading',
            'decoding',
            'sizes',
            'media',
          ],
          ignoreFunctions: ['console.*', 'Error', 'document.querySelector', 'document.getElementById', 'addEventListener', 'removeEventListener', 'matchMedia', 'URLSearchParams', 'URL'],
        },
      ],
    },
  },
])
