import fs from 'node:fs';
import path from 'node:path';

// React Router, React Redux, Redux Toolkit and react-i18next are not federation singletons of their own: the apps
// reach them through shared-lib (src/react-libs.ts). A value imported straight from one of them would bundle a
// second copy, with its own router context or store binding, into the importing app.
const PACKAGES = ['react-router', 'react-router-dom', 'react-redux', '@reduxjs/toolkit', 'react-i18next'];
const ROOT = path.join(__dirname, '..', '..');
const APPS = ['shell', ...fs.readdirSync(ROOT).filter((d) => d.startsWith('mf-'))];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

describe('react-libs', () => {
  it('the shell and the remotes import React Router, Redux and react-i18next only through shared-lib', () => {
    const offenders: string[] = [];
    for (const app of APPS) {
      const src = path.join(ROOT, app, 'src');
      if (!fs.existsSync(src)) continue;
      for (const file of sourceFiles(src)) {
        const text = fs.readFileSync(file, 'utf8');
        for (const m of text.matchAll(/import\s+(type\s+)?[^;]*?from\s+'([^']+)'/g)) {
          if (!m[1] && PACKAGES.includes(m[2]!)) offenders.push(`${path.relative(ROOT, file)}: ${m[2]}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
