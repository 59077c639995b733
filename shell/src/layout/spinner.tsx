import { useTranslation } from 'shared-lib';

export const SPINNER_SIZES = { small: 24, medium: 40, large: 64, xlarge: 80 } as const;

/** SPEC 2.8: a spinner in four sizes, with optional text; without text it reads 'common.loading'. */
export function Spinner({ size = 'medium', text }: { size?: keyof typeof SPINNER_SIZES; text?: string }) {
  const { t } = useTranslation('common');
  const px = SPINNER_SIZES[size];
  return (
    <div className="spinner" role="status" aria-live="polite">
      <span className="spinner-circle" style={{ width: px, height: px }} aria-hidden="true" />
      <span className="spinner-text">{text ?? t('loading')}</span>
    </div>
  );
}
