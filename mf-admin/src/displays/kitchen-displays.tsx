import { useState } from 'react';
import { useTranslation, useDispatch, apiErrorText, authSignedIn } from 'shared-lib';
import { formatBakuDate, formatBakuTime, type Language } from 'shared-lib/domain';
import { saveSession } from '../auth/session';
import { ConfirmDialog } from '../layout/confirm-dialog';
import { boardSignedIn } from '../orders/board-api';
import { staffApi } from '../server-state/staff-api';

/** A kitchen display as the API lists it (GET /admin/devices). */
export interface KitchenDisplay {
  id: string;
  name: string;
  issuedAt: string;
  issuedBy: string | null;
  lastSeenAt: string;
}

/**
 * The kitchen displays whose session is running (Users, MANAGER and up): each with who signed it in and when it was
 * last seen, and "Sign out" to end its session (its board says so at once).
 */
export function KitchenDisplays() {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language as Language;
  const displays = staffApi.useKitchenDisplaysQuery(undefined, { refetchOnMountOrArgChange: true });
  const [endDisplay] = staffApi.useEndKitchenDisplayMutation();
  const [ending, setEnding] = useState<KitchenDisplay | null>(null);
  const [message, setMessage] = useState('');
  const when = (iso: string) => `${formatBakuDate(iso, lang)} ${formatBakuTime(iso, lang)}`;
  const end = async (display: KitchenDisplay) => {
    setEnding(null);
    try {
      await endDisplay(display.id).unwrap();
      setMessage(t('displays.ended', { name: display.name }));
    } catch (error) {
      setMessage(apiErrorText(error, t('loadError')));
    }
  };
  return (
    <section className="admin-card" data-testid="kitchen-displays">
      <h2>{t('displays.title')}</h2>
      <p className="admin-muted">{t('displays.hint')}</p>
      {message && <p role="status">{message}</p>}
      {displays.data?.length === 0 && <p>{t('displays.none')}</p>}
      <ul className="admin-list">
        {displays.data?.map((d) => (
          <li key={d.id} className="admin-row" data-testid={`display-${d.id}`}>
            <span className="admin-row-name">
              <strong>{d.name}</strong>{' '}
              <span className="admin-muted">
                {t('displays.issued', { name: d.issuedBy ?? '—', time: when(d.issuedAt) })} · {t('displays.lastSeen', { time: when(d.lastSeenAt) })}
              </span>
            </span>
            <button type="button" className="admin-secondary admin-danger-text" onClick={() => setEnding(d)}>
              {t('displays.end')}
            </button>
          </li>
        ))}
      </ul>
      {ending && (
        <ConfirmDialog
          title={t('displays.endTitle', { name: ending.name })}
          text={t('displays.endText')}
          confirm={t('displays.endYes')}
          keep={t('displays.keep')}
          onConfirm={() => void end(ending)}
          onClose={() => setEnding(null)}
        />
      )}
    </section>
  );
}

/**
 * On the order board, for a manager: make this screen a kitchen display. The manager's own session here is swapped
 * for the display's (a STAFF session that lasts until a manager ends it in Users); the board stays live.
 */
export function MakeKitchenDisplay() {
  const { t } = useTranslation('admin');
  const dispatch = useDispatch();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const [makeDisplay] = staffApi.useMakeKitchenDisplayMutation();
  const make = async () => {
    setError('');
    try {
      const display = await makeDisplay({ name: name.trim() }).unwrap();
      saveSession(display.token, display.user);
      dispatch(authSignedIn({ user: display.user, token: display.token }));
      boardSignedIn();
    } catch (e) {
      setError(apiErrorText(e, t('loadError')));
    }
  };
  return (
    <>
      <button type="button" className="admin-secondary" data-testid="make-display" onClick={() => setOpen(true)}>
        {t('displays.make')}
      </button>
      {open && (
        <ConfirmDialog
          title={t('displays.makeTitle')}
          text={t('displays.makeText')}
          confirm={t('displays.makeYes')}
          keep={t('displays.keep')}
          canConfirm={name.trim().length > 0}
          onConfirm={() => void make()}
          onClose={() => setOpen(false)}
        >
          <label className="admin-field">
            {t('displays.name')}
            <input type="text" maxLength={60} value={name} onChange={(e) => setName(e.target.value)} />
          </label>
        </ConfirmDialog>
      )}
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
