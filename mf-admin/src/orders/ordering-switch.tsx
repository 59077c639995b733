import { useState } from 'react';
import { useTranslation, apiErrorText } from 'shared-lib';
import { hasMinRole, type Role } from 'shared-lib/domain';
import { staffApi } from '../server-state/staff-api';

/**
 * "Pause online ordering": everyone on the board sees whether the website takes orders; a manager or higher turns
 * it (the API refuses new orders while paused, and checks the role itself).
 */
export function OrderingSwitch({ role, live = null }: { role: Role; live?: boolean | null }) {
  const { t } = useTranslation('admin');
  const [paused, setPaused] = useState<boolean | null>(null);
  const [error, setError] = useState('');
  const stored = staffApi.useOrderingQuery(undefined, { refetchOnMountOrArgChange: true }).data;
  const [setOrdering] = staffApi.useSetOrderingMutation();
  // the stored state when it is read, then whatever the order stream says when anyone pauses or resumes, so every
  // open board shows it at once (state adjusted while rendering when what it follows changes)
  const [storedSeen, setStoredSeen] = useState<typeof stored>(undefined);
  if (stored !== storedSeen) {
    setStoredSeen(stored);
    if (stored) setPaused(stored.paused);
  }
  const [liveSeen, setLiveSeen] = useState<boolean | null>(null);
  if (live !== liveSeen) {
    setLiveSeen(live);
    if (live !== null) setPaused(live);
  }
  const canTurn = hasMinRole(role, 'MANAGER');
  const turn = async () => {
    setError('');
    try {
      setPaused((await setOrdering({ paused: !paused }).unwrap()).paused);
    } catch (e) {
      setError(apiErrorText(e));
    }
  };
  if (paused === null) return null;
  return (
    <div className="admin-ordering">
      {paused && (
        <p className="admin-paused" role="status" data-testid="ordering-paused">
          {t('orders.pausedNotice')}
        </p>
      )}
      {canTurn ? (
        <button type="button" className={paused ? 'admin-button' : 'admin-secondary'} aria-pressed={paused} onClick={() => void turn()}>
          {paused ? t('orders.resume') : t('orders.pause')}
        </button>
      ) : (
        paused && <p className="admin-muted">{t('orders.pauseNeedsManager')}</p>
      )}
      {error && (
        <p role="alert" className="admin-error">
          {error}
        </p>
      )}
    </div>
  );
}
