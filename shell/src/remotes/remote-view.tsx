import {
  Component,
  createContext,
  lazy,
  memo,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
  type RefObject,
} from 'react';
import { useTranslation } from 'shared-lib';
import { PartLive } from '../hydration/part-live';
import { reportRenderError } from '../monitoring/release-health';
import { Spinner } from '../layout/spinner';
import { RemoteFallback, RemoteRetryContext } from './remote-fallback';
import { loadRemoteModule, remoteModuleAtHand } from './remote-loader';

/** The slot of the RemoteView around: what becomes live when the remote (or its fallback) is. */
export const SlotContext = createContext<RefObject<HTMLDivElement | null>>({ current: null });

/** The slot of the RemoteView around becomes live once this is committed (hydration/part-live.tsx). */
function SlotLive() {
  return <PartLive part={useContext(SlotContext)} />;
}

/**
 * The remote with its props, rendered again only when a prop's value changes (not for a new object with the same
 * values): an update reaching a remote's section that still waits for its code while the server's page hydrates would
 * throw the server's HTML away.
 */
const RemoteContent = memo(
  function RemoteContent<P extends object>({ remote: Remote, props }: { remote: ComponentType<P>; props: P }) {
    return <Remote {...props} />;
  },
  (before, after) => before.remote === after.remote && shallowEqual(before.props, after.props),
) as <P extends object>(p: { remote: ComponentType<P>; props: P }) => ReactNode;

function shallowEqual(a: object, b: object): boolean {
  const keysA = Object.keys(a);
  return keysA.length === Object.keys(b).length && keysA.every((k) => Object.is((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/**
 * Inside the Suspense boundary: the remote's module when the page holds it (the site's server, from the remote's
 * pinned server build: rendered in the same pass), else its lazy component, loaded through federation.
 */
function RemoteSection<P extends object>({ module, remote, props }: { module: string; remote: ComponentType<P>; props: P }) {
  const atHand = remoteModuleAtHand<{ default: ComponentType<P> }>(module);
  return <RemoteContent remote={atHand?.default ?? remote} props={props} />;
}

/** After this long a loading remote says it is still coming. */
export const SLOW_REMOTE_MS = 3000;

/**
 * Catches a part (a remote, or a shell page loaded with its first visit) whose code failed to load or threw while
 * rendering, and shows the fallback, live, with "Try again" (RemoteRetryContext).
 */
export class RemoteErrorBoundary extends Component<{ name: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`Remote ${this.props.name} failed:`, error, info.componentStack);
    reportRenderError(this.props.name.split('/')[0]!);
  }

  override render() {
    return this.state.failed ? (
      <>
        <RemoteFallback />
        <SlotLive />
      </>
    ) : (
      this.props.children
    );
  }
}

function Loading() {
  const { t } = useTranslation('common');
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_REMOTE_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      <Spinner size="medium" text={slow ? t('remote.slow') : undefined} />
      <SlotLive />
    </>
  );
}

/**
 * Renders an exposed module of a remote, loaded at runtime (remote-loader.ts: 3 tries of its manifest and entry,
 * then a timeout), behind this error boundary: a failed load shows the fallback view. "Try again" makes a new lazy
 * component, since React.lazy keeps a failure while the loader does not.
 */
export function RemoteView<P extends object>({ module, props }: { module: string; props: P }) {
  const [attempt, setAttempt] = useState(0);
  const name = module.split('/')[0]!;
  const slot = useRef<HTMLDivElement>(null);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // one lazy component per module and attempt: React.lazy keeps a failure, so a new attempt makes a new one (state
  // adjusted while rendering, here outside the Suspense boundary, so it is kept while the remote loads)
  const [lazyRemote, setLazyRemote] = useState(() => ({ module, attempt, Remote: lazy(() => loadRemoteModule<{ default: ComponentType<P> }>(module)) }));
  if (lazyRemote.module !== module || lazyRemote.attempt !== attempt) {
    setLazyRemote({ module, attempt, Remote: lazy(() => loadRemoteModule<{ default: ComponentType<P> }>(module)) });
  }
  const Remote = lazyRemote.Remote;
  return (
    <div className="remote-slot" data-part={name} ref={slot}>
      <SlotContext.Provider value={slot}>
        <RemoteRetryContext.Provider value={retry}>
          <RemoteErrorBoundary key={attempt} name={module}>
            {/* hydrating, the server's HTML of the remote stays until its code has loaded (no spinner over it) */}
            <Suspense fallback={<Loading />}>
              <RemoteSection module={module} remote={Remote} props={props} />
              <SlotLive />
            </Suspense>
          </RemoteErrorBoundary>
        </RemoteRetryContext.Provider>
      </SlotContext.Provider>
    </div>
  );
}
