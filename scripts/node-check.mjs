// The scripts run on Node 24 LTS (README, "Which Node"). On Linux, npm installs its binary from the registry's platform
// package, an optional dependency: one that failed to install is skipped with no more than a verbose log line, and the
// scripts would then run on the machine's own Node. Said and stopped here instead.
export function requireNode24() {
  if (process.versions.node.split('.')[0] === '24') return;
  const hint =
    process.platform === 'linux' && ['x64', 'arm64'].includes(process.arch)
      ? `npm install did not install node-linux-${process.arch} (an optional dependency): run \`npm install\` again and read what it says about it.`
      : 'Install Node 24 LTS for this platform.';
  console.error(`These scripts need Node 24; this is Node ${process.version} (${process.execPath}). ${hint}`);
  process.exit(1);
}
