// Unit tests never load remotes over the network; the composed site is tested in Chromium by e2e/.
module.exports = {
  init: () => module.exports,
  registerRemotes: () => undefined,
  registerPlugins: () => undefined,
  loadRemote: () => Promise.reject(new Error('loadRemote is not available in unit tests')),
};
