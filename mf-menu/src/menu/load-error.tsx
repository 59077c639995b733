import { useTranslation } from 'shared-lib';

/** The menu could not be loaded: say so and offer a retry. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('menu');
  return (
    <div className="menu-status" role="alert">
      <p>{t('loadError')}</p>
      <button type="button" className="menu-add" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
