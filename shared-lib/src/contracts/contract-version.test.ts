import fs from 'fs';
import os from 'os';
import path from 'path';
import packageJson from '../../package.json';

// build tooling, plain CommonJS
const { codeOf, contractFingerprint, SHARED_SURFACE } = require('../../build/contract-fingerprint') as {
  codeOf: (text: string) => string;
  contractFingerprint: (dir?: string, parts?: string[] | null) => string;
  SHARED_SURFACE: string[];
};

describe('the contracts are versioned', () => {
  it('records the fingerprint of the contracts it versions: a contract change comes with a version decision', () => {
    const current = contractFingerprint();
    if (current !== packageJson.contractFingerprint) {
      throw new Error(
        `shared-lib's shared surface (src/index.ts, contracts, domain, platform) changed (fingerprint ${current}, package.json says ${packageJson.contractFingerprint}). ` +
          'Raise contractVersion in shared-lib/package.json (major: a remote built before the change could break; minor: ' +
          'something was added; patch: nothing a remote sees), then run `node shared-lib/build/contract-fingerprint.js --write`.',
      );
    }
    expect(packageJson.contractVersion).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('sees a change to the code, not to its comments or spacing', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contracts-'));
    try {
      fs.mkdirSync(path.join(dir, 'store'));
      const write = (file: string, text: string) => fs.writeFileSync(path.join(dir, file), text);
      write('menu.ts', 'export interface Item {\n  id: number; // the menu id\n  url: string; /* https://x */\n}\n');
      write('store/store.ts', "export const CART = 'cart';\n");
      const first = contractFingerprint(dir);
      // comments, spacing and a test file are not the contract
      write('menu.ts', '/** An item. */\nexport interface Item { id: number; url: string; }\n');
      write('store/store.test.ts', 'it("x", () => undefined);\n');
      expect(contractFingerprint(dir)).toBe(first);
      // a field added, or a change in the store's contract, is
      write('menu.ts', 'export interface Item { id: number; url: string; name?: string }\n');
      expect(contractFingerprint(dir)).not.toBe(first);
      write('menu.ts', 'export interface Item { id: number; url: string }\n');
      write('store/store.ts', "export const CART = 'basket';\n");
      expect(contractFingerprint(dir)).not.toBe(first);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    expect(codeOf('export const B = "http://x"; // why')).toBe('export const B = "http://x";');
  });

  it('versions everything the remotes take from the shell at run time: a new domain helper is a change, the Node-only server code is not', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-surface-'));
    try {
      for (const sub of ['contracts', 'domain/menu', 'platform', 'server']) fs.mkdirSync(path.join(dir, sub), { recursive: true });
      const write = (file: string, text: string) => fs.writeFileSync(path.join(dir, file), text);
      write('index.ts', "export * from './domain/menu/pricing';\n");
      write('contracts/menu.ts', 'export interface Item { id: number }\n');
      write('domain/menu/pricing.ts', 'export const lineTotal = (p: number, q: number) => p * q;\n');
      write('server/seo.ts', 'export const robots = "User-agent: *";\n');
      const first = contractFingerprint(dir, SHARED_SURFACE);
      write('server/seo.ts', 'export const robots = "User-agent: * Disallow: /admin";\n');
      expect(contractFingerprint(dir, SHARED_SURFACE)).toBe(first);
      // the dish card's new helper (issue 54): a remote using it needs a newer shell, so it is a version decision
      write(
        'domain/menu/pricing.ts',
        'export const lineTotal = (p: number, q: number) => p * q;\nexport const cartItemWithDefaults = (id: number) => ({ id, quantity: 1 });\n',
      );
      expect(contractFingerprint(dir, SHARED_SURFACE)).not.toBe(first);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    expect(SHARED_SURFACE).toEqual(['index.ts', 'contracts', 'domain', 'platform']);
  });
});
