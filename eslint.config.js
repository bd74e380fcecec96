import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import layers from './lint/layers.mjs';
import cycles from './lint/noCycles.mjs';
import { UNGUARDED_KIT_CONTEXT_HOOKS } from './lint/kitContexts.mjs';

/** Packages a folder must not import, and why. */
const noPackages = (files, packages, message) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [{ group: packages, message }] }] },
});

const REACT = ['react', 'react-dom', 'react/*', 'react-dom/*'];
const KIT = ['stream-chat-react', 'stream-chat-react/*'];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', '.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['demo/public/**/*.js'], languageOptions: { globals: globals.browser } },
  { files: ['*.js', '*.mjs', 'build/**/*.mjs', 'lint/**/*.mjs'], languageOptions: { globals: globals.node } },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Promises nobody awaits or catches lose their errors; a promise where a void callback is expected is a bug.
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}', 'src/react/**/*.{ts,tsx}', 'build/patches/code/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // The kit's context hooks typed as always answering, which answer undefined outside their provider: read them
  // through src/app/kitDeps/kitContexts.ts, whose types make the caller handle a missing provider.
  {
    files: ['src/app/**/*.{ts,tsx}', 'build/patches/code/**/*.{ts,tsx}'],
    ignores: ['src/app/kitDeps/kitContexts.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'stream-chat-react', importNames: UNGUARDED_KIT_CONTEXT_HOOKS,
        message: 'This kit hook answers undefined outside its provider while typed as always answering: use src/app/kitDeps/kitContexts.ts.' }] }],
    },
  },
  // The layers, by the path each import resolves to (lint/layers.mjs says who may import whom, and why).
  { plugins: { layers }, rules: { 'layers/layers': 'error' } },
  // No import cycles, type-only and lazy imports included (lint/noCycles.mjs says why).
  { plugins: { cycles }, rules: { 'cycles/no-cycle': 'error' } },
  noPackages(['src/loader/**'], [...REACT, 'stream-chat', ...KIT],
    'The loader stays tiny: no React and no SDK. The app is loaded with import().'),
  noPackages(['src/chat/**', 'src/service/**', 'src/contract/**'], [...REACT, ...KIT],
    'chat, service and contract are pure: no React, no DOM.'),
  noPackages(['src/server/**', 'fake-stream/**'], [...REACT, ...KIT],
    'Servers never import browser code.'),
);
