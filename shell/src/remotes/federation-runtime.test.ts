import { PROVIDED_SINGLETONS } from './federation-runtime';

const { SINGLETONS } = require('shared-lib/build/federation') as { SINGLETONS: string[] };

describe('federation runtime', () => {
  it('provides every singleton the remotes are built to share (react-dom/ as react-dom/client, the one subpath used)', () => {
    const expected = SINGLETONS.map((name) => (name.endsWith('/') ? `${name}client` : name)).sort();
    expect(Object.keys(PROVIDED_SINGLETONS).sort()).toEqual(expected);
  });

  it('provides the modules the shell itself runs', () => {
    expect(PROVIDED_SINGLETONS.react!()).toBe(require('react'));
  });
});
