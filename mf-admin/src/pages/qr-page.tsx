import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import {
  useTranslation,
  useDispatch,
  useSelector,
  apiClient,
  apiErrorText,
  loadPublicSettings,
  publicSettingsLoaded,
  selectPublicSettings,
  type UserDto,
} from 'shared-lib';
import { hasMinRole, RESTAURANT_TABLES, tableCountOf, type Language } from 'shared-lib/domain';
import { staffApi } from '../server-state/staff-api';

/** The link a table's QR code opens: the menu with the table number set. */
export function tableLink(origin: string, lang: Language, table: number): string {
  return `${origin}/${lang}/menu?table=${table}`;
}

/** An address only this network reaches (loopback, private ranges, .local): printed, a diner's phone cannot open it. */
export function isInternalAddress(origin: string): boolean {
  const host = new URL(origin).hostname.replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' ||
    host.endsWith('.local') ||
    host === '::1' ||
    host.startsWith('127.') ||
    host.startsWith('10.') ||
    host.startsWith('192.168.') ||
    /^172\.(1[6-9]|2\d|3[01])\./.test(host)
  );
}

/**
 * The site's public address from the server (SITE_URL), from the restaurant's settings the host put in the store when
 * the page started; this browser's address only when the server has none. If the store has no settings yet (the
 * host's request failed or is slow), they are asked once more; without an answer this browser's address is used.
 */
function usePublicOrigin(): string | null {
  const settings = useSelector(selectPublicSettings);
  const dispatch = useDispatch();
  const [unanswered, setUnanswered] = useState(false);
  const missing = settings === null;
  useEffect(() => {
    if (!missing) return;
    let live = true;
    void loadPublicSettings(apiClient, dispatch).then((found) => live && !found && setUnanswered(true));
    return () => {
      live = false;
    };
    // when the page has none (read once: they stay in the store)
  }, [missing, dispatch]);
  if (settings) return settings.siteUrl ?? window.location.origin;
  return unanswered ? window.location.origin : null;
}

/**
 * QR codes for every table of the restaurant, printable as one sheet, opening the site's public address. The tables
 * are the restaurant's own list (the settings' count: an order at a table names one of them, the API refuses others);
 * a manager changes the count here.
 */
export function QrPage({ lang, me }: { lang: Language; me: UserDto }) {
  const { t } = useTranslation('admin');
  const dispatch = useDispatch();
  const saved = tableCountOf(useSelector(selectPublicSettings)?.ordering);
  const mayChange = hasMinRole(me.role, 'MANAGER');
  const [typed, setTyped] = useState<number | null>(null);
  const tables = typed ?? saved;
  const [saveOperations, { isLoading: saving }] = staffApi.useSaveOperationsMutation();
  const [message, setMessage] = useState('');
  const saveCount = async () => {
    try {
      dispatch(publicSettingsLoaded(await saveOperations({ tableCount: tables }).unwrap()));
      setTyped(null);
      setMessage(t('saved'));
    } catch (error) {
      setMessage(apiErrorText(error, t('loadError')));
    }
  };
  const [codes, setCodes] = useState<Array<{ table: number; url: string; image: string }>>([]);
  const origin = usePublicOrigin();
  useEffect(() => {
    if (!origin) return;
    let live = true;
    const count = Math.min(Math.max(tables, 1), RESTAURANT_TABLES.max);
    void Promise.all(
      Array.from({ length: count }, async (_, i) => {
        const url = tableLink(origin, lang, i + 1);
        return { table: i + 1, url, image: await QRCode.toDataURL(url, { margin: 2, width: 240 }) };
      }),
    ).then((list) => live && setCodes(list));
    return () => {
      live = false;
    };
  }, [tables, lang, origin]);
  return (
    <section>
      <h1>{t('section.qr')}</h1>
      <p>{t('qr.intro')}</p>
      {origin && (
        <p className="no-print" data-testid="qr-address">
          {t('qr.address', { address: origin })}
        </p>
      )}
      {origin && isInternalAddress(origin) && (
        <p className="admin-paused no-print" role="alert">
          {t('qr.internalAddress')}
        </p>
      )}
      <div className="admin-toolbar no-print">
        {mayChange ? (
          <>
            <label>
              {t('qr.tables')}{' '}
              <input
                type="number"
                min={1}
                max={RESTAURANT_TABLES.max}
                value={tables}
                onChange={(e) => {
                  setTyped(Number(e.target.value));
                  setMessage('');
                }}
              />
            </label>
            <button
              type="button"
              className="admin-secondary"
              disabled={saving || tables === saved || tables < 1 || tables > RESTAURANT_TABLES.max}
              onClick={() => void saveCount()}
            >
              {t('qr.saveTables')}
            </button>
          </>
        ) : (
          <span data-testid="qr-table-count">
            {t('qr.tables')}: {tables}
          </span>
        )}
        <button type="button" className="admin-button" onClick={() => window.print()}>
          {t('qr.print')}
        </button>
      </div>
      {message && (
        <p className="admin-message no-print" role="status">
          {message}
        </p>
      )}
      <ul className="admin-qr-sheet">
        {codes.map((c) => (
          <li key={c.table}>
            <img src={c.image} alt={t('qr.table', { table: c.table })} width={160} height={160} data-url={c.url} />
            <p>{t('qr.table', { table: c.table })}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
