import { addTranslations, apiClient, apiErrorText, Link, useTranslation } from 'shared-lib';
import { withLanguage, type Language } from 'shared-lib/domain';
import { ConfirmLinkPage } from './confirm-link-page';
import { LINK_TEXTS } from './link-texts';

addTranslations({ links: LINK_TEXTS });

/** Where the newsletter confirmation e-mail's link leads (`/{lang}/newsletter/confirm?token=`). */
export function NewsletterConfirmPage({ lang }: { lang: Language }) {
  const { t } = useTranslation('links');
  return (
    <ConfirmLinkPage
      title={t('newsletter.confirmTitle')}
      intro={t('newsletter.confirmIntro')}
      noToken={t('newsletter.noToken')}
      button={t('newsletter.confirm')}
      confirm={(token) =>
        apiClient.post('/contact/subscribe/confirm', { token }).then(
          () => null,
          (failure: unknown) => apiErrorText(failure),
        )
      }
      done={
        <>
          <p className="form-success" role="status">
            {t('newsletter.confirmed')}
          </p>
          <Link className="btn btn-primary" to={withLanguage(lang, '/menu')}>
            {t('newsletter.toMenu')}
          </Link>
        </>
      }
    />
  );
}

/** Where a newsletter e-mail's unsubscribe link leads (`/{lang}/newsletter/unsubscribe?token=`). */
export function NewsletterUnsubscribePage() {
  const { t } = useTranslation('links');
  return (
    <ConfirmLinkPage
      title={t('newsletter.unsubscribeTitle')}
      intro={t('newsletter.unsubscribeIntro')}
      noToken={t('newsletter.noToken')}
      button={t('newsletter.unsubscribeButton')}
      confirm={(token) =>
        apiClient.post('/contact/unsubscribe', undefined, { params: { token } }).then(
          () => null,
          (failure: unknown) => apiErrorText(failure),
        )
      }
      done={
        <p className="form-success" role="status">
          {t('newsletter.unsubscribed')}
        </p>
      }
    />
  );
}
