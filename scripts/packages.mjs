// The workspace packages, where each builds to, and the ports each serves on.
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** In build order: shared-lib first (the API runs its compiled core), then the rest. */
export const PACKAGES = [
  { name: 'shared-lib', output: 'dist/index.js', inputs: ['src', 'package.json', '.swcrc'] },
  { name: 'api', output: 'dist/main.js', inputs: ['src', 'build', 'package.json', '.swcrc', '../shared-lib/src'] },
  // the shell's last output is the site's server, built for Node (shell/webpack.server.js)
  {
    name: 'shell',
    output: 'dist-server/render-worker.js',
    inputs: ['src', 'public', 'build', 'package.json', 'webpack.config.js', 'webpack.server.js', '../shared-lib/src', '../shared-lib/build'],
  },
  { name: 'mf-menu', output: 'dist/server/routes.js', inputs: ['src', 'package.json', 'webpack.config.js', '../shared-lib/src', '../shared-lib/build'] },
  { name: 'mf-cart', output: 'dist/server/routes.js', inputs: ['src', 'package.json', 'webpack.config.js', '../shared-lib/src', '../shared-lib/build'] },
  { name: 'mf-booking', output: 'dist/server/routes.js', inputs: ['src', 'package.json', 'webpack.config.js', '../shared-lib/src', '../shared-lib/build'] },
  { name: 'mf-admin', output: 'dist/mf-manifest.json', inputs: ['src', 'package.json', 'webpack.config.js', '../shared-lib/src', '../shared-lib/build'] },
];

/** Default ports: the shell on BASE, the remotes on BASE+1..4 (menu, cart, booking, admin), the API on BASE+10. */
export function portsFrom(base = 3000) {
  return {
    shell: base,
    remotes: { mf_menu: base + 1, mf_cart: base + 2, mf_booking: base + 3, mf_admin: base + 4 },
    api: base + 10,
  };
}

export const REMOTE_PACKAGES = { mf_menu: 'mf-menu', mf_cart: 'mf-cart', mf_booking: 'mf-booking', mf_admin: 'mf-admin' };

/** A free port on loopback. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
