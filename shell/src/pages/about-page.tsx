import { useTranslation } from 'shared-lib';

const VALUES = ['quality', 'tradition', 'service', 'community'] as const;

export function AboutPage() {
  const { t } = useTranslation('common');
  return (
    <div className="container page">
      <h1>{t('about.title')}</h1>
      <p className="lead">{t('about.intro')}</p>
      <section>
        <h2>{t('about.historyTitle')}</h2>
        <p>{t('about.history')}</p>
      </section>
      <section>
        <h2>{t('about.missionTitle')}</h2>
        <p>{t('about.mission')}</p>
      </section>
      <section>
        <h2>{t('about.valuesTitle')}</h2>
        <div className="feature-grid">
          {VALUES.map((v) => (
            <article key={v}>
              <h3>{t(`about.${v}`)}</h3>
              <p>{t(`about.${v}Text`)}</p>
            </article>
          ))}
        </div>
      </section>
    </div>
  );
}
