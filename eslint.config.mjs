// ESLint: the import boundaries of the platform (bulletproof-react's one-way flow, module federation's separate
// deployments). Parsing only: TypeScript 7 has no compiler API for typescript-eslint, so Babel's parser reads the
// TypeScript syntax; types are checked by `tsc --noEmit`.
import babelParser from '@babel/eslint-parser';

const REMOTES = ['mf-menu', 'mf-cart', 'mf-booking', 'mf-admin'];
/** React Router, React Redux, Redux Toolkit and react-i18next reach the apps only through shared-lib (src/platform/react-libs.ts). */
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
      plugins: [
        ['@babel/plugin-syntax-typescript', { isTSX: tsx }],
        ['@babel/plugin-syntax-decorators', { version: 'legacy' }],
      ],
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

/** Packages of the React platform (and the site's server): never in the contracts or the domain rules. */
const PLATFORM_PACKAGES = [
  'react',
  'react-dom',
  'react-dom/client',
  'react-dom/server',
  'react-redux',
  'react-router',
  'react-router-dom',
  '@reduxjs/toolkit',
  'i18next',
  'react-i18next',
  'axios',
  'express',
];

/**
 * shared-lib's layers, bottom-up: contracts and domain rules (plain TypeScript, run by the browser, the site's server
 * and the API), the store's contract (Redux Toolkit), the React platform, the site's server. A layer imports only the
 * layers below it; build and serve tooling (shared-lib/build) is never imported by the sources. Tests may cross.
 */
function sharedLibLayers() {
  const apps = notInto([...REMOTES, 'shell'], 'shared-lib is what the apps share: it imports none of them.');
  const into = (folder, message) => ({ regex: `(^|/)${folder}(/|$)`, message });
  const noTooling = into('build', 'Build and serve tooling (shared-lib/build) runs in Node at build or serve time: the sources never import it.');
  const noServer = into('server', "The site's server code (src/server) is Node only: no layer below it imports it.");
  const noPlatform = into('platform', 'The React platform (src/platform) sits above the contracts and the domain rules: they never import it.');
  const noStore = {
    regex: '(^|/)contracts/store(/|$)|^\\./store(/|$)',
    message: "The store's contract (Redux) sits above the plain contracts and the domain rules: they never import it.",
  };
  const packages = (allowed = []) =>
    PLATFORM_PACKAGES.filter((name) => !allowed.includes(name)).map((name) => ({
      name,
      message: `${name} is the platform's: this layer is plain TypeScript, run by the API and the site's server too.`,
    }));
  const layer = (files, paths, patterns) => ({
    files,
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths, patterns: [...apps, noTooling, ...patterns] }] },
  });
  return [
    layer(['shared-lib/src/**/*.{ts,tsx}'], [], []),
    layer(['shared-lib/src/domain/**/*.ts', 'shared-lib/src/contracts/*.ts', 'shared-lib/src/contracts/requests/*.ts'], packages(), [
      noPlatform,
      noServer,
      noStore,
    ]),
    layer(['shared-lib/src/contracts/store/**/*.ts'], packages(['@reduxjs/toolkit']), [noPlatform, noServer]),
    layer(
      ['shared-lib/src/platform/**/*.{ts,tsx}'],
      ['express'].map((name) => ({ name, message: "Express is the site's server's (src/server)." })),
      [noServer],
    ),
  ];
}

export default [
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      '**/build/**',
      '**/releases/**',
      '.tmp/**',
      'data/**',
      'bench/**',
      'resilience/**',
      'e2e/**',
      '**/*.js',
      '**/*.mjs',
      '**/*.cjs',
    ],
  },
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
  ...app('shell', {
    forbidden: [...REMOTES, 'api'],
    message: 'The shell loads remotes at run time through module federation, never by import.',
    reactLibsThroughSharedLib: true,
  }),
  // shared-lib is below every app: it imports none of them.
  ...app('shared-lib', {
    forbidden: [...REMOTES, 'shell'],
    message: 'shared-lib is what the apps share: it imports none of them.',
    reactLibsThroughSharedLib: false,
  }),
  // Its layers (docs/decisions.md, "shared-lib's layers"), each importing only those below it.
  ...sharedLibLayers(),
  // The API reads shared-lib's browser-free entries only (shared-lib/contracts, shared-lib/domain, shared-lib/error-messages).
  {
    files: ['api/src/**/*.ts', 'api/test/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'shared-lib', message: 'The API imports shared-lib/contracts and shared-lib/domain (no React), or shared-lib/error-messages.' }],
          patterns: notInto([...REMOTES, 'shell'], 'The API imports no app.'),
        },
      ],
    },
  },
];
