// oxlint (npm run lint, part of npm test): the recommended correctness rules with type information (oxlint-tsgolint,
// TypeScript 7's own compiler), React's hooks rules, over the sources, their tests and the tooling (.js, .mjs), and
// the import boundaries of the platform (bulletproof-react's one-way flow, module federation's separate deployments).
// scripts/lint.mjs runs it and proves each boundary rule with a sample that crosses it.
// CommonJS syntax: the root package has no "type" (Playwright loads the tests as CommonJS), so Node reads this file as CommonJS.
const { defineConfig } = require('oxlint') as typeof import('oxlint');

const REMOTES = ['mf-menu', 'mf-cart', 'mf-booking', 'mf-admin'];
/** React Router, React Redux, Redux Toolkit and react-i18next reach the apps only through shared-lib (src/platform/react-libs.ts). */
const THROUGH_SHARED_LIB = ['react-router', 'react-router-dom', 'react-redux', '@reduxjs/toolkit', 'react-i18next'].map((name) => ({
  name,
  message: 'Import it from shared-lib: a second copy would bring its own router context or store binding.',
}));

/**
 * The folders a package may not reach into: another app by a relative path climbing out of its own folder (the
 * app folders' names are unique in the repository) or by its package name.
 */
function notInto(folders: string[], message: string) {
  return folders.flatMap((folder) => [
    { regex: `^(\\.\\./)+${folder}(/|$)`, message },
    { regex: `^${folder}(/|$)`, message },
  ]);
}

/**
 * One app's restrictions: no other app, in its sources and tests alike; in its sources (not its tests, which set up
 * routers and stores themselves) the React libraries only through shared-lib.
 */
function app(dir: string, { forbidden, message, reactLibsThroughSharedLib }: { forbidden: string[]; message: string; reactLibsThroughSharedLib: boolean }) {
  const rule = (paths: Array<{ name: string; message: string }>) => ['error', { paths, patterns: notInto(forbidden, message) }];
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
  const into = (folder: string, message: string) => ({ regex: `(^|/)${folder}(/|$)`, message });
  const noTooling = into('build', 'Build and serve tooling (shared-lib/build) runs in Node at build or serve time: the sources never import it.');
  const noServer = into('server', "The site's server code (src/server) is Node only: no layer below it imports it.");
  const noPlatform = into('platform', 'The React platform (src/platform) sits above the contracts and the domain rules: they never import it.');
  const noStore = {
    regex: '(^|/)contracts/store(/|$)|^\\./store(/|$)',
    message: "The store's contract (Redux) sits above the plain contracts and the domain rules: they never import it.",
  };
  const packages = (allowed: string[] = []) =>
    PLATFORM_PACKAGES.filter((name) => !allowed.includes(name)).map((name) => ({
      name,
      message: `${name} is the platform's: this layer is plain TypeScript, run by the API and the site's server too.`,
    }));
  const layer = (files: string[], paths: Array<{ name: string; message: string }>, patterns: Array<{ regex: string; message: string }>) => ({
    files,
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
    // tests may cross the layers (not into the apps)
    { files: ['shared-lib/src/**/*.test.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { paths: [], patterns: apps }] } },
  ];
}

module.exports = defineConfig({
  plugins: ['eslint', 'typescript', 'unicorn', 'oxc', 'react', 'import'],
  categories: { correctness: 'error' },
  env: { browser: true, node: true, es2024: true },
  rules: {
    'react-hooks/rules-of-hooks': 'error',
    'react-hooks/exhaustive-deps': 'error',
  },
  ignorePatterns: ['**/node_modules/**', '**/dist/**', '**/dist-*/**', '**/releases/**', '.tmp/**', 'data/**', 'scratch/**', '**/*.d.ts'],
  overrides: [
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
  ],
});
