// jsdom without the web APIs React Router needs: copy them from Node into the test window.
const { TestEnvironment } = require('jest-environment-jsdom');

class WebEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ['fetch', 'Request', 'Response', 'Headers', 'TextEncoder', 'TextDecoder', 'ReadableStream', 'structuredClone', 'AbortSignal']) {
      if (typeof this.global[name] === 'undefined') this.global[name] = globalThis[name];
    }
  }
}

module.exports = WebEnvironment;
