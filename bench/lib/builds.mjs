// Build times: the full build (scripts/build.mjs --all, two webpack builds at a time) and each remote alone,
// plus the monolith variant of the shell that the site benchmark compares against.
import path from 'node:path';
import { run } from './processes.mjs';

export const REMOTES = ['mf-menu', 'mf-cart', 'mf-booking', 'mf-admin'];

async function timed(label, command, args, root, log) {
  log(`  ${label} ...`);
  const result = await run(command, args, { cwd: root, timeoutMs: 300000 });
  if (result.code !== 0) throw new Error(`${label} failed (exit ${result.code}):\n${result.out.slice(-3000)}`);
  const seconds = result.ms / 1000;
  log(`  ${label}: ${seconds.toFixed(1)} s`);
  return seconds;
}

/** The monolith build of the shell into shell/dist-monolith (webpack.monolith.js). */
export function buildMonolith(root, log) {
  const webpackCli = path.join(root, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
  return timed(
    'monolith build (shell/webpack.monolith.js)',
    process.execPath,
    [webpackCli, '--mode', 'production', '--config', 'webpack.monolith.js'],
    path.join(root, 'shell'),
    log,
  );
}

export async function measureBuilds(root, log) {
  const full = await timed('full build (node scripts/build.mjs --all)', process.execPath, ['scripts/build.mjs', '--all'], root, log);
  const remotes = {};
  for (const name of REMOTES)
    remotes[name] = await timed(`${name} alone (npm run build -w ${name})`, 'npm', ['run', 'build', '--silent', '-w', name], root, log);
  const monolith = await buildMonolith(root, log);
  return { fullSeconds: full, remoteSeconds: remotes, monolithShellSeconds: monolith };
}
