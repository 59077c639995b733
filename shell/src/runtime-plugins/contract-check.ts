import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { CONTRACT_VERSION, isContractCompatible } from 'shared-lib';
import { REMOTE_FAILED_EVENT } from '../remotes/remote-events';

/** What a remote's mf-manifest.json says of its build (the contract it needs is written by shared-lib/build/webpack.js). */
export interface RemoteBuild {
  version: string | null;
  contractVersion: string | null;
}

interface ManifestMetaData {
  contractVersion?: string;
  buildInfo?: { buildVersion?: string };
}

/** A refused remote: reported here, shown with the fallback, never retried on this page. */
export class ContractRefused extends Error {}

/** The build of each remote read so far, by remote name (for the diagnostics page's remote status). */
export const remoteBuilds = new Map<string, RemoteBuild>();

/**
 * Reads the contract version a remote was built against from its manifest and refuses a remote that needs another
 * major or a newer minor than this shell provides, before its entry script runs: a clear console error, a
 * `shell:remote-load-failed` event for monitoring, and (through fallback.ts) the fallback view.
 */
export function contractCheckPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'pizza-inn-contract-check',
    loadRemoteSnapshot(args) {
      if (args.from !== 'manifest' || !args.manifestJson) return args;
      const meta = args.manifestJson.metaData as unknown as ManifestMetaData;
      const name = args.moduleInfo.name;
      const built = meta.contractVersion;
      remoteBuilds.set(name, { version: meta.buildInfo?.buildVersion ?? null, contractVersion: built ?? null });
      if (!isContractCompatible(built)) {
        const message = `Remote ${name} was built against contract ${built ?? 'unknown'}, but the shell speaks ${CONTRACT_VERSION}: it is not loaded.`;
        console.error(message);
        window.dispatchEvent(new CustomEvent(REMOTE_FAILED_EVENT, { detail: { id: name, lifecycle: 'contract', built, expected: CONTRACT_VERSION } }));
        throw new ContractRefused(message);
      }
      return args;
    },
  };
}
