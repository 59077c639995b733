// npm run lint: ESLint over the sources (eslint.config.mjs: the import boundaries), then proof that each boundary
// rule bites: imports that cross a boundary, linted as if they were in the app, must be reported.
import { ESLint } from 'eslint';

const eslint = new ESLint();
const results = await eslint.lintFiles(['.']);
const formatter = await eslint.loadFormatter('stylish');
const report = await formatter.format(results);
if (report) console.log(report);
const errors = results.reduce((n, r) => n + r.errorCount, 0);

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
let wrong = 0;
for (const [filePath, code, refused] of CASES) {
  const [result] = await eslint.lintText(code, { filePath });
  const reported = result.messages.some((m) => m.ruleId === 'no-restricted-imports');
  if (reported !== refused) {
    wrong++;
    console.error(`boundary rule ${refused ? 'missed' : 'wrongly refused'}: ${filePath}: ${code}`);
  }
}
console.log(`ESLint: ${results.length} files, ${errors} errors; boundary rules checked on ${CASES.length} samples, ${wrong} wrong`);
process.exit(errors || wrong ? 1 : 0);
