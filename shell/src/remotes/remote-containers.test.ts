import { PROVIDED_SINGLETONS } from './remote-containers';

const { SINGLETONS } = require('shared-lib/build/federation') as { SINGLETONS: string[] };

describe('remote containers', () => {
  it('provides every singleton the remotes are built to share (react-dom/ as react-dom/client, the one subpath used)', () => {
    const expected = SINGLETONS.map((name) => (name.endsWith('/') ? `${name}client` : name)).sort();
    expect(Object.keys(PROVIDED_SINGLETONS).sort()).toEqual(expected);
  });

  it('provides the modules the shell itself runs', () => {
    expect(PROVIDED_SINGLETONS.react!()).toBe(require('react'));
  });
});

describe('starting a remote', () => {
  const { entryScriptUrl, shareScope } = require('./remote-containers') as typeof import('./remote-containers');
  const { singletonVersions } = require('shared-lib/build/federation') as { singletonVersions(dir: string): Record<string, string> };
  (globalThis as { FEDERATION_SINGLETON_VERSIONS?: Record<string, string> }).FEDERATION_SINGLETON_VERSIONS = singletonVersions(__dirname);

  it('finds the entry script beside the manifest, or under its public path', () => {
    const manifest = 'http://127.0.0.1:5301/mf-manifest.json';
    expect(entryScriptUrl({ remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' }, manifest)).toBe('http://127.0.0.1:5301/remoteEntry.js');
    expect(entryScriptUrl({ remoteEntry: { name: 'remoteEntry.js', path: 'static/' }, publicPath: 'auto' }, manifest)).toBe('http://127.0.0.1:5301/static/remoteEntry.js');
    expect(entryScriptUrl({ remoteEntry: { name: 'remoteEntry.js' }, publicPath: 'https://cdn.example/menu/' }, manifest)).toBe('https://cdn.example/menu/remoteEntry.js');
    expect(() => entryScriptUrl({}, manifest)).toThrow('names no remote entry');
  });

  it('shares each singleton as loaded, at its version, as the very module the shell runs', async () => {
    const scope = shareScope();
    const react = scope.react![require('react/package.json').version as string]!;
    expect(react).toMatchObject({ loaded: true, from: 'shell', shareConfig: { singleton: true } });
    expect((await react.get())()).toBe(require('react'));
    expect(Object.keys(scope).sort()).toEqual(Object.keys(PROVIDED_SINGLETONS).sort());
  });
});
