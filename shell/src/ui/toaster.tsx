import { useEffect } from 'react';
import { useTranslation, useDispatch, useSelector, TOAST_DURATIONS, type RootState } from 'shared-lib';
import { toastActions, type Toast } from '../app/toast-slice';

/** SPEC 9 display layer: 4000 ms by default and for errors, 2000 ms for success, loading until removed. */
export function toastDuration(toast: Toast): number | null {
  if (toast.duration !== undefined) return toast.duration;
  if (toast.type === 'loading') return null;
  if (toast.type === 'success') return TOAST_DURATIONS.success;
  return TOAST_DURATIONS.default;
}

function ToastItem({ toast }: { toast: Toast }) {
  const dispatch = useDispatch();
  const { t } = useTranslation('common');
  useEffect(() => {
    const ms = toastDuration(toast);
    if (ms === null) return;
    const leave = setTimeout(() => dispatch(toastActions.toastLeaving(toast.id)), ms);
    const remove = setTimeout(() => dispatch(toastActions.toastRemoved(toast.id)), ms + TOAST_DURATIONS.exitAnimation);
    return () => {
      clearTimeout(leave);
      clearTimeout(remove);
    };
  }, [toast, dispatch]);
  return (
    <li className={`toast toast-${toast.type}${toast.leaving ? ' is-leaving' : ''}`} role={toast.type === 'error' ? 'alert' : 'status'}>
      <span className="toast-message">{toast.message}</span>
      {toast.action && (
        <button
          type="button"
          className="toast-action"
          onClick={() => {
            dispatch(toast.action!.dispatch);
            dispatch(toastActions.toastRemoved(toast.id));
          }}
        >
          {toast.action.label}
        </button>
      )}
      <button type="button" className="toast-close" aria-label={t('toast.dismiss')} onClick={() => dispatch(toastActions.toastRemoved(toast.id))}>
        ×
      </button>
    </li>
  );
}

/** Top-right, at most 20 (the slice keeps the newest). */
export function Toaster() {
  const toasts = useSelector((s: RootState) => s.toasts ?? []);
  const { t } = useTranslation('common');
  return (
    <section className="toaster" aria-label={t('toast.region')} aria-live="polite">
      <ul>
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ul>
    </section>
  );
}
