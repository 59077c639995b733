import { Component, lazy, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'shared-lib';
import { Spinner } from '../layout/spinner';
import { RemoteFallback, RemoteRetryContext } from './remote-fallback';
import { loadRemoteModule } from './remote-loader';

/** What the server wrote into each remote's slot on the first page (src/prerender), shown until the remote has loaded. */
const serverSlots = new Map<string, Node[]>();

/**
 * Keeps the server's remote sections (before React renders over them): only those with a remote's page in them. The
 * nodes themselves are kept and put back by ServerView, so the browser neither parses nor builds them a second time.
 */
export function keepServerSlots(root: ParentNode): void {
  root.querySelectorAll<HTMLElement>('[data-remote-slot]').forEach((slot) => {
    if (slot.dataset.remoteSlot && slot.querySelector('[data-remote]')) serverSlots.set(slot.dataset.remoteSlot, Array.from(slot.childNodes));
  });
}

function takeServerSlot(name: string): Node[] | undefined {
  const nodes = serverSlots.get(name);
  serverSlots.delete(name);
  return nodes;
}

/** The server's rendering of the remote's page, as it was: links work, the rest waits for the remote. */
function ServerView({ nodes }: { nodes: Node[] }) {
  const ref = useRef<HTMLDivElement>(null);
  // before the browser paints: the section never leaves the screen
  useLayoutEffect(() => {
    ref.current?.replaceChildren(...nodes);
  }, [nodes]);
  return <div ref={ref} data-server-view="" style={{ display: 'contents' }} />;
}

/** After this long a loading remote says it is still coming. */
export const SLOW_REMOTE_MS = 3000;

/** Catches a remote that throws while rendering (or whose load still rejects), and shows the fallback. */
class RemoteErrorBoundary extends Component<{ name: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`Remote ${this.props.name} failed:`, error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RemoteFallback /> : this.props.children;
  }
}

function Loading() {
  const { t } = useTranslation('common');
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_REMOTE_MS);
    return () => clearTimeout(timer);
  }, []);
  return <Spinner size="medium" text={slow ? t('remote.slow') : undefined} />;
}

/**
 * Renders an exposed module of a remote, loaded at runtime (remote-loader.ts: 3 tries of its manifest and entry,
 * then a timeout), behind this error boundary: a failed load shows the fallback view. "Try again" makes a new lazy
 * component, since React.lazy keeps a failure while the loader does not.
 */
export function RemoteView<P extends object>({ module, props }: { module: string; props: P }) {
  const [attempt, setAttempt] = useState(0);
  const name = module.split('/')[0]!;
  const [serverNodes] = useState(() => takeServerSlot(name));
  const Remote = useMemo(
    () =>
      lazy(() => loadRemoteModule<{ default: ComponentType<P> }>(module)),
    // a new attempt must make a new lazy component
    [module, attempt],
  );
  return (
    <div className="remote-slot" data-remote-slot={name}>
      <RemoteRetryContext.Provider value={() => setAttempt((n) => n + 1)}>
        <RemoteErrorBoundary key={attempt} name={module}>
          <Suspense fallback={attempt === 0 && serverNodes ? <ServerView nodes={serverNodes} /> : <Loading />}>
            <Remote {...props} />
          </Suspense>
        </RemoteErrorBoundary>
      </RemoteRetryContext.Provider>
    </div>
  );
}
