import { registerRemotesFromManifest } from './remote-loader';

// set at build time by shared-lib/build/webpack.js
const { singletonVersions } = require('shared-lib/build/federation') as { singletonVersions(dir: string): Record<string, string> };
(globalThis as { FEDERATION_SINGLETON_VERSIONS?: Record<string, string> }).FEDERATION_SINGLETON_VERSIONS = singletonVersions(__dirname);

const REMOTES = [{ name: 'mf_menu', entry: 'http://localhost:3001/mf-manifest.json' }];

describe('remote loader', () => {
  afterEach(() => jest.restoreAllMocks());

  it('does not keep a failed read of remotes.json: the next load reads it again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchMock = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(new Response('broken', { status: 500 }))
      .mockResolvedValueOnce(new Response(JSON.stringify(REMOTES), { status: 200 }));
    await expect(registerRemotesFromManifest()).rejects.toThrow('/remotes.json answered 500');
    await expect(registerRemotesFromManifest()).resolves.toEqual(REMOTES);
    // once registered, it stays
    await expect(registerRemotesFromManifest()).resolves.toEqual(REMOTES);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
