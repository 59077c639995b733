import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import type { Language } from 'shared-lib';
import { useTranslation } from 'shared-lib';

/** The link a table's QR code opens: the menu with the table number set. */
export function tableLink(origin: string, lang: Language, table: number): string {
  return `${origin}/${lang}/menu?table=${table}`;
}

/** QR codes for every table, printable as one sheet. */
export function QrPage({ lang }: { lang: Language }) {
  const { t } = useTranslation('admin');
  const [tables, setTables] = useState(12);
  const [codes, setCodes] = useState<Array<{ table: number; url: string; image: string }>>([]);
  useEffect(() => {
    let live = true;
    const count = Math.min(Math.max(tables, 1), 100);
    Promise.all(
      Array.from({ length: count }, async (_, i) => {
        const url = tableLink(window.location.origin, lang, i + 1);
        return { table: i + 1, url, image: await QRCode.toDataURL(url, { margin: 2, width: 240 }) };
      }),
    ).then((list) => live && setCodes(list));
    return () => {
      live = false;
    };
  }, [tables, lang]);
  return (
    <section>
      <h1>{t('section.qr')}</h1>
      <p>{t('qr.intro')}</p>
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
