import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

/** Import boundaries: loader → (dynamic) app → chat, service; servers never import browser code. */
const boundary = (files, patterns, why) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group: [group], message: why })) }],
  },
});

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', '.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['demo/public/**/*.js'], languageOptions: { globals: globals.browser } },
  { files: ['*.js', '*.mjs'], languageOptions: { globals: globals.node } },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/loader/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['react', 'react-dom', 'react/*', 'react-dom/*', 'stream-chat', 'stream-chat-react', 'stream-chat-react/*'],
            message: 'The loader stays tiny: no React and no SDK. The app is loaded with import().' },
          { group: ['../app', '../app/*', '../server', '../server/*', '../../fake-stream/*'],
            message: 'The loader loads the app only with a dynamic import().' },
        ],
      }],
    },
  },
  boundary(['src/chat/**', 'src/service/**'],
    ['react', 'react-dom', 'react/*', 'react-dom/*', 'stream-chat-react', 'stream-chat-react/*', '../app', '../app/*', '../loader', '../loader/*', '../server', '../server/*'],
    'chat and service are pure: no React, no DOM, no app, loader or server code.'),
  boundary(['src/app/**'],
    ['../loader', '../loader/*', '../../loader/*', '../server', '../server/*', '../../server/*', '../../fake-stream/*'],
    'The app imports chat and service only; the loader loads it, never the other way.'),
  boundary(['src/server/**', 'fake-stream/**'],
    ['react', 'react-dom', 'stream-chat-react', '*/app/*', '*/loader/*', '../app', '../loader'],
    'Servers never import browser code.'),
);
