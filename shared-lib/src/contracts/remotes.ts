import type { Language } from '../domain/i18n/languages';

import packageJson from '../../package.json';

/**
 * Version of the host/remote contract (this folder's types and the shared singletons), kept in shared-lib's
 * package.json. Every remote's mf-manifest.json records the version it was built against. A minor adds to the
 * contract (a new optional prop, a new action); a major changes or removes. The shell loads a remote built against
 * its own major at its own minor or an older one, and refuses the rest (the remote's fallback view shows).
 */
export const CONTRACT_VERSION: string = packageJson.contractVersion;

function majorMinor(version: unknown): [number, number] | null {
  const match = typeof version === 'string' ? /^(\d+)\.(\d+)\./.exec(version) : null;
  return match ? [Number(match[1]), Number(match[2])] : null;
}

export function contractMajor(version: unknown): number | null {
  return majorMinor(version)?.[0] ?? null;
}

/** Whether a remote built against contract `version` can run in a shell that provides contract `provided`. */
export function isContractCompatible(version: unknown, provided: string = CONTRACT_VERSION): boolean {
  const needed = majorMinor(version);
  const offered = majorMinor(provided);
  return needed !== null && offered !== null && needed[0] === offered[0] && needed[1] <= offered[1];
}

/** Federation names of the remotes (valid JS identifiers) and the workspace package that builds each. */
export const REMOTES = {
  mf_menu: { package: 'mf-menu', port: 3001 },
  mf_cart: { package: 'mf-cart', port: 3002 },
  mf_booking: { package: 'mf-booking', port: 3003 },
  mf_admin: { package: 'mf-admin', port: 3004 },
} as const;

export type RemoteName = keyof typeof REMOTES;
export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

/** One entry of `remotes.json`, the file beside the shell's index.html that says where each remote lives. */
export interface RemoteLocation {
  name: RemoteName;
  /** URL of the remote's mf-manifest.json (or remoteEntry.js). */
  entry: string;
  /**
   * SHA-256 (hex) of the remote's server build (`server/routes.js` beside its manifest), pinned when the remote is
   * deployed: the site's server installs and runs only a build with this hash. Without it the remote's pages are
   * rendered in the browser only.
   */
  serverSha256?: string;
  /**
   * Set by the site's server on the remotes.json it hands a browser: this entry is a release on a share of diners
   * (issue 54), not the one everyone has. The browser then reports every session's health, not a sample.
   */
  onShare?: boolean;
  /**
   * SHA-256 hashes of server builds of this remote's other releases that the site's operator trusts (issue 54): a
   * release an ADMIN puts on a share, or promotes, is rendered on the server only when its build is the pin or one of
   * these; otherwise its pages are rendered in the browser. An ADMIN's choice never runs code on the server by itself.
   */
  serverBuilds?: string[];
  /** Set by the site's server for a release of a roll-out: its name (the manifest's version), for the health reports. */
  release?: string;
}
export type RemotesManifest = RemoteLocation[];

export function isRemotesManifest(value: unknown): value is RemotesManifest {
  return (
    Array.isArray(value) &&
    value.every(
      (r) =>
        r !== null &&
        typeof r === 'object' &&
        typeof (r as RemoteLocation).entry === 'string' &&
        (REMOTE_NAMES as string[]).includes((r as RemoteLocation).name) &&
        ((r as RemoteLocation).serverSha256 === undefined || /^[0-9a-f]{64}$/.test(String((r as RemoteLocation).serverSha256))) &&
        ((r as RemoteLocation).serverBuilds === undefined ||
          (Array.isArray((r as RemoteLocation).serverBuilds) && (r as RemoteLocation).serverBuilds!.every((h) => /^[0-9a-f]{64}$/.test(String(h))))),
    )
  );
}

/** Props of every remote's `./routes` module: it renders its own <Routes> below `section`. */
export interface RemoteRoutesProps {
  lang: Language;
  /** The first segment after the language (menu, mokaland, cart, ...), or 'admin'. */
  section: string;
}

/** What each remote exposes and the shell loads: the contract test checks every manifest against this. */
export const EXPOSED_MODULES = {
  mf_menu: ['./routes'],
  mf_cart: ['./routes', './store', './MiniCart'],
  mf_booking: ['./routes'],
  mf_admin: ['./routes'],
} as const satisfies Record<RemoteName, readonly string[]>;

/** The sections of the public site that each remote renders (the shell mounts `/:lang/{section}/*`). */
export const REMOTE_SECTIONS = {
  mf_menu: ['menu', 'mokaland'],
  mf_cart: ['cart', 'checkout', 'order-success', 'track-order'],
  mf_booking: ['reservations'],
} as const;

/** Props of mf-cart's `./MiniCart`: the panel the header's order button opens when the cart has items. */
export interface MiniCartProps {
  lang: Language;
  onClose: () => void;
}

/** At most this many lines in the mini cart (SPEC 2.7, 9). */
export const MINI_CART_MAX_LINES = 3;

/** The `./store` module of mf-cart: importing it injects the cart slice; `ready` resolves once restored. */
export interface CartStoreModule {
  ready: Promise<void>;
}

/** What the shell knows of a remote it loaded (or failed to load), for the staff's status list. */
export interface RemoteLoadStatus {
  name: string;
  entry: string;
  version: string | null;
  contractVersion: string | null;
  /** Milliseconds from asking to having the module. */
  loadMs: number | null;
  status: 'loaded' | 'failed';
  error?: string;
  at: string;
}
