import { useEffect, useState } from 'react';
import { useTranslation } from 'shared-lib';

export const SCROLL_TOP_BUTTON_AT_PX = 300;

/** SPEC 2.8: a button back to the top after 300 px of scroll. */
export function ScrollToTopButton() {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TOP_BUTTON_AT_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button type="button" className="scroll-top" aria-label={t('scrollTop')} onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
      ↑
    </button>
  );
}
