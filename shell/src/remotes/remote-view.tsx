import { Component, lazy, Suspense, useEffect, useMemo, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../layout/spinner';
import { RemoteFallback, RemoteRetryContext } from './remote-fallback';
import { loadCartStore } from './cart-store';
import { loadRemoteModule } from './remote-loader';

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
 * Renders an exposed module of a remote, loaded at runtime, behind three layers: the retry runtime plugin,
 * the fallback plugin (a failed load becomes the fallback view), and this error boundary. "Try again" makes a
 * new lazy component, since React.lazy keeps a failure while the federation runtime does not.
 */
export function RemoteView<P extends object>({ module, props }: { module: string; props: P }) {
  const [attempt, setAttempt] = useState(0);
  const Remote = useMemo(
    () =>
      lazy(() => {
        // a remote's page may add to the cart: mf-cart's store loads alongside (once; see cart-store.ts)
        void loadCartStore();
        return loadRemoteModule<{ default: ComponentType<P> }>(module);
      }),
    // a new attempt must make a new lazy component
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [module, attempt],
  );
  return (
    <div className="remote-slot" data-remote-slot={module.split('/')[0]}>
      <RemoteRetryContext.Provider value={() => setAttempt((n) => n + 1)}>
        <RemoteErrorBoundary key={attempt} name={module}>
          <Suspense fallback={<Loading />}>
            <Remote {...props} />
          </Suspense>
        </RemoteErrorBoundary>
      </RemoteRetryContext.Provider>
    </div>
  );
}
