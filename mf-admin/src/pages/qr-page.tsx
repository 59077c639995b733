import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation, apiClient, type Language, type PublicSettings } from 'shared-lib';

/** The link a table's QR code opens: the menu with the table number set. */
export function tableLink(origin: string, lang: Language, table: number): string {
  return `${origin}/${lang}/menu?table=${table}`;
}

/** An address only this network reaches (loopback, private ranges, .local): printed, a diner's phone cannot open it. */
export function isInternalAddress(origin: string): boolean {
  const host = new URL(origin).hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.local') || host === '::1' || /^127\./.test(host) || /^10\./.test(host) || /^192\.168\./.test(host) || /^172\.(1[6-9]|2\d|3[01])\./.test(host);
}

/** The site's public address from the server (SITE_URL); this browser's address only when the server has none. */
function usePublicOrigin(): string | null {
  const [origin, setOrigin] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    apiClient
      .get<PublicSettings>('/settings')
      .then((r) => live && setOrigin(r.data.siteUrl ?? window.location.origin))
      .catch(() => live && setOrigin(window.location.origin));
    return () => {
      live = false;
    };
  }, []);
  return origin;
}

/** QR codes for every table, printable as one sheet, opening the site's public address. */
export function QrPage({ lang }: { lang: Language }) {
  const { t } = useTranslation('admin');
  const [tables, setTables] = useState(12);
  const [codes, setCodes] = useState<Array<{ table: number; url: string; image: string }>>([]);
  const origin = usePublicOrigin();
  useEffect(() => {
    if (!origin) return;
    let live = true;
    const count = Math.min(Math.max(tables, 1), 100);
    Promise.all(
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
        <label>
          {t('qr.tables')} <input type="number" min={1} max={100} value={tables} onChange={(e) => setTables(Number(e.target.value))} />
        </label>
        <button type="button" className="admin-button" onClick={() => window.print()}>
          {t('qr.print')}
        </button>
      </div>
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
