import { useTranslation } from 'shared-lib';
import { useScrolledPast } from './use-scrolled-past';

export const SCROLL_TOP_BUTTON_AT_PX = 300;

/** SPEC 2.8: a button back to the top after 300 px of scroll. */
export function ScrollToTopButton() {
  const { t } = useTranslation('common');
  const visible = useScrolledPast(SCROLL_TOP_BUTTON_AT_PX);
  if (!visible) return null;
  return (
    <button type="button" className="scroll-top" aria-label={t('scrollTop')} onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
      ↑
    </button>
  );
}
