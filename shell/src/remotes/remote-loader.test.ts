import { federationHost } from './remote-loader';

// set at build time by shared-lib/build/webpack.js
const { singletonVersions, SINGLETONS } = require('shared-lib/build/federation') as {
  singletonVersions: (dir: string) => Record<string, string>;
  SINGLETONS: string[];
};
(globalThis as { FEDERATION_SINGLETON_VERSIONS?: Record<string, string> }).FEDERATION_SINGLETON_VERSIONS = singletonVersions(__dirname);

const REMOTES = [{ name: 'mf_menu', entry: 'http://localhost:3001/mf-manifest.json' }];

describe('remote loader', () => {
  afterEach(() => jest.restoreAllMocks());

  it('does not keep a failed read of remotes.json: the next load reads it again, and registers its remotes with the host', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchMock = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(new Response('broken', { status: 500 }))
      .mockResolvedValueOnce(new Response(JSON.stringify(REMOTES), { status: 200 }));
    await expect(federationHost()).rejects.toThrow('/remotes.json answered 500');
    const { host } = await federationHost();
    expect(host.options.remotes).toEqual([expect.objectContaining({ name: 'mf_menu', entry: 'http://localhost:3001/mf-manifest.json' })]);
    expect(host.options.shareStrategy).toBe('loaded-first');
    expect(host.options.plugins.map((p) => p.name)).toEqual(
      expect.arrayContaining(['inject-external-runtime-core-plugin', 'retry-plugin', 'pizza-inn-contract-check', 'pizza-inn-fallback']),
    );
    // once started, it stays
    expect(await federationHost()).toEqual(await federationHost());
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('provides every singleton the remotes are built to share, as the modules the shell runs', async () => {
    const { providedShared } = await import('./federation-host');
    const shared = providedShared();
    const expected = SINGLETONS.map((name) => (name.endsWith('/') ? `${name}client` : name)).sort();
    expect(Object.keys(shared).sort()).toEqual(expected);
    expect((shared.react as { lib: () => unknown }).lib()).toBe(require('react'));
    expect(shared.react!.shareConfig).toEqual({ singleton: true, requiredVersion: `^${require('react/package.json').version}` });
    // the server state is fetched when a remote first asks for it, and is shared-lib's
    const serverStateModule = (await (shared['shared-lib/server-state'] as { get: () => Promise<() => unknown> }).get())();
    expect(serverStateModule).toBe(require('shared-lib/server-state'));
  });
});
