import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * createScript: a remote's entry script is loaded with `crossorigin="anonymous"` (its own chunks too: the remotes'
 * builds set webpack's `crossOriginLoading`). A script from another origin without it reaches `window.onerror` as
 * "Script error." with no file and no stack, so release-health.ts could not tell which remote an uncaught error came
 * from. Every remote's server answers its files with `Access-Control-Allow-Origin: *` (shared-lib/build/serve.js).
 */
export function crossOriginPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'pizza-inn-cross-origin',
    createScript({ url, attrs }) {
      const script = document.createElement('script');
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (name === 'async' || name === 'defer') script[name] = Boolean(value);
        else script.setAttribute(name, String(value));
      }
      script.crossOrigin = 'anonymous';
      script.src = url;
      return script;
    },
  };
}
