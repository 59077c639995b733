// jsdom without the web APIs React Router needs: copy them from Node into the test window.
const { TestEnvironment } = require('jest-environment-jsdom');

class WebEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ['fetch', 'Request', 'Response', 'Headers', 'TextEncoder', 'TextDecoder', 'ReadableStream', 'structuredClone', 'AbortSignal']) {
      if (typeof this.global[name] === 'undefined') this.global[name] = globalThis[name];
    }
    // jsdom lays nothing out, so it has no scrolling: scrolling an element into view does nothing here.
    const elementPrototype = this.global.Element.prototype;
    if (typeof elementPrototype.scrollIntoView !== 'function') elementPrototype.scrollIntoView = function scrollIntoView() {};
  }
}

module.exports = WebEnvironment;
