import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadRemoteModule } from './remote-loader';
import { Spinner } from '../layout/spinner';

interface BoundaryProps {
  name: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a remote that fails to load or throws while rendering, and shows the translated fallback. */
class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`Remote ${this.props.name} failed:`, error, info.componentStack);
  }

  override render() {
    if (this.state.failed) return <RemoteUnavailable onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}

export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <section className="remote-unavailable" role="alert">
      <h2>{t('remote.unavailableTitle')}</h2>
      <p>{t('remote.unavailableText')}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {t('remote.retry')}
      </button>
    </section>
  );
}

/**
 * Renders an exposed module of a remote, loaded at runtime. A failed load shows the fallback;
 * "Try again" makes a new lazy component (React.lazy caches a failure, the federation runtime does not).
 */
export function RemoteView<P extends object>({ module, props }: { module: string; props: P }) {
  const [attempt, setAttempt] = useState(0);
  const Remote = useMemo(
    () => lazy(() => loadRemoteModule<{ default: ComponentType<P> }>(module)),
    // a new attempt must make a new lazy component
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [module, attempt],
  );
  return (
    <div className="remote-slot" data-remote-slot={module.split('/')[0]}>
      <RemoteErrorBoundary key={attempt} name={module} onRetry={() => setAttempt((n) => n + 1)}>
        <Suspense fallback={<Spinner size="medium" />}>
          <Remote {...props} />
        </Suspense>
      </RemoteErrorBoundary>
    </div>
  );
}
