import { Link, useTranslation } from 'shared-lib';
import { OPEN_ORDER_STATUSES, withLanguage, type Language } from 'shared-lib/domain';
import { useAccountOrders, useFollowedOrderQuery } from 'shared-lib/server-state';

function OpenOrderLine({ code, lang }: { code: string; lang: Language }) {
  const { t } = useTranslation(['common', 'vocabulary']);
  const { currentData } = useFollowedOrderQuery({ code, lang });
  if (!currentData || !OPEN_ORDER_STATUSES.includes(currentData.order.status)) return null;
  const { order, live } = currentData;
  return (
    <li className="open-order" data-testid="open-order">
      <span>
        {t('openOrder.status', {
          code: order.code,
          status: order.status === 'ready' && order.dispatchedAt ? t('vocabulary:orderStep.onTheWay') : t(`vocabulary:orderStatus.${order.status}`),
        })}
        {live === false && <span className="open-order-paused"> · {t('openOrder.notLive')}</span>}
      </span>
      <Link to={withLanguage(lang, `/track-order/${order.code}`)}>{t('openOrder.track')}</Link>
    </li>
  );
}

/**
 * A small card floating at the bottom of every page while an order is open, live (its status follows the order's stream), leading to its
 * tracking page: a guest who left the thank-you page, or a diner on another device, finds the order again.
 */
export default function OpenOrderBanner({ lang, deviceCodes, hiddenCode }: { lang: Language; deviceCodes: readonly string[]; hiddenCode: string | null }) {
  const { t } = useTranslation('common');
  // another device's new order shows within a minute
  const { orders } = useAccountOrders(lang, { pollingSeconds: 60 });
  const accountCodes = (orders ?? []).filter((o) => OPEN_ORDER_STATUSES.includes(o.status)).map((o) => o.code);
  // each line shows itself only while its order is open; the card names three at most (its CSS)
  const codes = [...new Set([...deviceCodes, ...accountCodes])].filter((code) => code !== hiddenCode);
  if (codes.length === 0) return null;
  return (
    <aside className="open-orders" aria-label={t('openOrder.region')} data-testid="open-orders">
      <ul>
        {codes.map((code) => (
          <OpenOrderLine key={code} code={code} lang={lang} />
        ))}
      </ul>
    </aside>
  );
}
