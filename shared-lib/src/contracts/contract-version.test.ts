import path from 'path';
import packageJson from '../../package.json';

// build tooling, plain CommonJS
const { codeOf, contractFingerprint } = require('../../build/contract-fingerprint') as {
  codeOf(text: string): string;
  contractFingerprint(dir?: string): string;
};

describe('the contracts are versioned', () => {
  it('records the fingerprint of the contracts it versions: a contract change comes with a version decision', () => {
    const current = contractFingerprint();
    if (current !== packageJson.contractFingerprint) {
      throw new Error(
        `shared-lib/src/contracts changed (fingerprint ${current}, package.json says ${packageJson.contractFingerprint}). ` +
          'Raise contractVersion in shared-lib/package.json (major: a remote built before the change could break; minor: ' +
          'something was added; patch: nothing a remote sees), then run `node shared-lib/build/contract-fingerprint.js --write`.',
      );
    }
    expect(packageJson.contractVersion).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('sees a change to the code, not to its comments or spacing', () => {
    expect(codeOf('export const A = 1; // the first\n/* more */ export   const B = "http://x";')).toBe('export const A = 1; export const B = "http://x";');
    expect(codeOf('export const A = 2;')).not.toBe(codeOf('export const A = 1;'));
    // the fingerprint covers the store's contract too
    const fixture = path.join(__dirname, 'store');
    expect(contractFingerprint(fixture)).not.toBe(contractFingerprint());
  });
});
