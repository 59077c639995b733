// ESLint: the import boundaries of the platform (bulletproof-react's one-way flow, module federation's separate
// deployments). Parsing only: TypeScript 7 has no compiler API for typescript-eslint, so Babel's parser reads the
// TypeScript syntax; types are checked by `tsc --noEmit`.
import babelParser from '@babel/eslint-parser';

const REMOTES = ['mf-menu', 'mf-cart', 'mf-booking', 'mf-admin'];
/** React Router, React Redux, Redux Toolkit and react-i18next reach the apps only through shared-lib (src/react-libs.ts). */
const THROUGH_SHARED_LIB = ['react-router', 'react-router-dom', 'react-redux', '@reduxjs/toolkit', 'react-i18next'].map((name) => ({
  name,
  message: 'Import it from shared-lib: a second copy would bring its own router context or store binding.',
}));

const parserFor = (tsx) => ({
  parser: babelParser,
  parserOptions: {
    requireConfigFile: false,
    babelOptions: {
      babelrc: false,
      configFile: false,
      plugins: [['@babel/plugin-syntax-typescript', { isTSX: tsx }], ['@babel/plugin-syntax-decorators', { version: 'legacy' }]],
    },
  },
});

/**
 * The folders a package may not reach into: another app by a relative path climbing out of its own folder (the
 * app folders' names are unique in the repository) or by its package name.
 */
function notInto(folders, message) {
  return folders.flatMap((folder) => [
    { regex: `^(\\.\\./)+${folder}(/|$)`, message },
    { regex: `^${folder}(/|$)`, message },
  ]);
}

/**
 * One app's restrictions: no other app, in its sources and tests alike; in its sources (not its tests, which set up
 * routers and stores themselves) the React libraries only through shared-lib.
 */
function app(dir, { forbidden, message, reactLibsThroughSharedLib }) {
  const rule = (paths) => ['error', { paths, patterns: notInto(forbidden, message) }];
  return [
    { files: [`${dir}/src/**/*.{ts,tsx}`], rules: { 'no-restricted-imports': rule(reactLibsThroughSharedLib ? THROUGH_SHARED_LIB : []) } },
    { files: [`${dir}/src/**/*.test.{ts,tsx}`], rules: { 'no-restricted-imports': rule([]) } },
  ];
}

export default [
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-*/**', '**/build/**', '**/releases/**', '.tmp/**', 'data/**', 'bench/**', 'resilience/**', 'e2e/**', '**/*.js', '**/*.mjs', '**/*.cjs'] },
  { files: ['**/*.ts'], languageOptions: parserFor(false) },
  { files: ['**/*.tsx'], languageOptions: parserFor(true) },
  // A remote imports shared-lib, never another remote or the shell: each is built and shipped by its own team.
  ...REMOTES.flatMap((remote) =>
    app(remote, {
      forbidden: [...REMOTES.filter((r) => r !== remote), 'shell', 'api'],
      message: `${remote} may import shared-lib only: another remote or the shell reaches it through module federation at run time.`,
      reactLibsThroughSharedLib: true,
    }),
  ),
  // The shell composes the remotes at run time (remotes.json), never by import.
  ...app('shell', { forbidden: [...REMOTES, 'api'], message: 'The shell loads remotes at run time through module federation, never by import.', reactLibsThroughSharedLib: true }),
  // shared-lib is below every app: it imports none of them.
  // (Its own src/api folder is not the API's: the API is never imported by path, only shared-lib by the API.)
  ...app('shared-lib', { forbidden: [...REMOTES, 'shell'], message: 'shared-lib is what the apps share: it imports none of them.', reactLibsThroughSharedLib: false }),
  // The API reads shared-lib's browser-free entries only (shared-lib/core, shared-lib/error-messages).
  {
    files: ['api/src/**/*.ts', 'api/test/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'shared-lib', message: 'The API imports shared-lib/core (no React) or shared-lib/error-messages.' }],
          patterns: notInto([...REMOTES, 'shell'], 'The API imports no app.'),
        },
      ],
    },
  },
];
