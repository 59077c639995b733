import { addTranslations, Link, selectAuth, useDispatch, useSelector, useTranslation } from 'shared-lib';
import { withLanguage, type Language } from 'shared-lib/domain';
import type { ShellDispatch } from '../app/store';
import { confirmEmailChange } from '../auth/auth-service';
import { ConfirmLinkPage } from './confirm-link-page';
import { LINK_TEXTS } from './link-texts';

addTranslations({ links: LINK_TEXTS });

/** Where a new e-mail's confirmation link leads (`/{lang}/profile/confirm-email?token=`), signed in or not. */
export function EmailConfirmPage({ lang }: { lang: Language }) {
  const { t } = useTranslation('links');
  const dispatch = useDispatch<ShellDispatch>();
  const auth = useSelector(selectAuth);
  return (
    <ConfirmLinkPage
      title={t('emailConfirm.title')}
      intro={t('emailConfirm.intro')}
      noToken={t('emailConfirm.noToken')}
      button={t('emailConfirm.confirm')}
      confirm={async (token) => {
        const result = await confirmEmailChange(dispatch, token, auth.user?.id);
        return result.ok ? null : result.message;
      }}
      done={
        <>
          <p className="form-success" role="status">
            {t('emailConfirm.confirmed')}
          </p>
          <Link className="btn btn-primary" to={withLanguage(lang, auth.user ? '/profile' : '/login')}>
            {auth.user ? t('emailConfirm.toProfile') : t('emailConfirm.signIn')}
          </Link>
        </>
      }
    />
  );
}
