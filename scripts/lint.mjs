// npm run lint: oxlint over the sources, their tests and the tooling (oxlint.config.ts: the recommended correctness
// rules, type-aware through oxlint-tsgolint, React's hooks rules, the import boundaries), then proof that each
// boundary rule bites: imports that cross a boundary, linted with the same configuration as if they were in the app,
// must be reported.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './packages.mjs';

const oxlint = path.join(ROOT, 'node_modules', '.bin', 'oxlint');

const whole = spawnSync(oxlint, ['--type-aware', '.'], { cwd: ROOT, stdio: 'inherit' });

/** [file it is linted as, source, must it be refused?] */
const CASES = [
  ['mf-menu/src/menu/x.ts', "import { cartSlice } from '../../../mf-cart/src/store/cart-slice';", true],
  ['mf-cart/src/x.tsx', "import { Layout } from 'shell/src/layout/layout';", true],
  ['mf-admin/src/x.tsx', "import { useNavigate } from 'react-router-dom';", true],
  ['mf-booking/src/x.ts', "import type { Store } from '@reduxjs/toolkit';", true],
  ['shell/src/x.ts', "import { MenuRoutes } from '../../mf-menu/src/routes';", true],
  ['shared-lib/src/x.ts', "import { store } from '../../shell/src/app/store';", true],
  ['api/src/x.ts', "import { apiClient } from 'shared-lib';", true],
  ['mf-menu/src/x.ts', "import { useNavigate, useTranslation } from 'shared-lib';", false],
  ['api/src/x.ts', "import { SUPPORTED_LANGUAGES } from 'shared-lib/domain';", false],
  ['shared-lib/src/domain/money/x.ts', "import { apiClient } from '../../platform/api/client';", true],
  ['shared-lib/src/domain/cart/x.ts', "import { createSlice } from '@reduxjs/toolkit';", true],
  ['shared-lib/src/contracts/x.ts', "import { cartStore } from './store/store';", true],
  ['shared-lib/src/contracts/store/x.ts', "import { useTranslation } from 'react-i18next';", true],
  ['shared-lib/src/platform/x.ts', "import { SEO_TEXTS } from '../server/all-seo-texts';", true],
  ['shared-lib/src/platform/x.ts', "import { sharedConfig } from '../../build/federation';", true],
  ['shared-lib/src/contracts/store/x.ts', "import { createSlice } from '@reduxjs/toolkit';", false],
  ['shared-lib/src/platform/x.ts', "import { toMoneyString } from '../domain/money/money';", false],
];

// The samples in a folder of their own, laid out as the repository is, with the repository's configuration (its
// object, as oxlint reads it), so nothing is written into the sources while the type-check reads them.
const config = createRequire(import.meta.url)('../oxlint.config.ts');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-samples-'));
let wrong = 0;
try {
  fs.writeFileSync(path.join(dir, '.oxlintrc.json'), JSON.stringify(config));
  const files = CASES.map(([filePath, code], i) => {
    // one file per sample, in the folder it names (several samples share a folder)
    const file = filePath.replace(/x(\.tsx?)$/, `sample${i}$1`);
    fs.mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), `${code}\n`);
    return file;
  });
  const run = spawnSync(oxlint, ['-c', '.oxlintrc.json', '--format', 'json', ...files], { cwd: dir, encoding: 'utf8' });
  const { diagnostics } = JSON.parse(run.stdout);
  const refusedFiles = new Set(diagnostics.filter((d) => d.code === 'eslint(no-restricted-imports)').map((d) => path.normalize(d.filename)));
  CASES.forEach(([filePath, code, refused], i) => {
    if (refusedFiles.has(path.normalize(files[i])) !== refused) {
      wrong++;
      console.error(`boundary rule ${refused ? 'missed' : 'wrongly refused'}: ${filePath}: ${code}`);
    }
  });
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
console.log(`oxlint: ${whole.status === 0 ? 'no problems' : 'problems found (above)'}; boundary rules checked on ${CASES.length} samples, ${wrong} wrong`);
process.exit(whole.status !== 0 || wrong ? 1 : 0);
