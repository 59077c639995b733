import { useState } from 'react';
import { Link, selectAuth, useDispatch, useSearchParams, useSelector, useTranslation, withLanguage, type Language } from 'shared-lib';
import type { ShellDispatch } from '../app/store';
import { confirmEmailChange } from '../auth/auth-service';

/**
 * Where a new e-mail's confirmation link leads (`/{lang}/profile/confirm-email?token=`): the diner confirms with a
 * button (a POST), so a mail scanner that opens links changes nothing. It works signed in or not.
 */
export function EmailConfirmPage({ lang }: { lang: Language }) {
  const { t } = useTranslation('common');
  const dispatch = useDispatch<ShellDispatch>();
  const auth = useSelector(selectAuth);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<{ kind: 'idle' | 'sending' | 'confirmed' } | { kind: 'failed'; message: string }>({ kind: 'idle' });

  async function confirm() {
    setState({ kind: 'sending' });
    const result = await confirmEmailChange(dispatch, token, auth.user?.id);
    setState(result.ok ? { kind: 'confirmed' } : { kind: 'failed', message: result.message });
  }

  return (
    <section className="container page narrow">
      <h1>{t('emailConfirm.title')}</h1>
      {state.kind === 'confirmed' ? (
        <>
          <p className="form-success" role="status">
            {t('emailConfirm.confirmed')}
          </p>
          <Link className="btn btn-primary" to={withLanguage(lang, auth.user ? '/profile' : '/login')}>
            {auth.user ? t('emailConfirm.toProfile') : t('nav.login')}
          </Link>
        </>
      ) : (
        <>
          <p>{token ? t('emailConfirm.intro') : t('emailConfirm.noToken')}</p>
          {token && (
            <button type="button" className="btn btn-primary" onClick={() => void confirm()} disabled={state.kind === 'sending'}>
              {t('emailConfirm.confirm')}
            </button>
          )}
          {state.kind === 'failed' && (
            <p className="field-error" role="alert">
              {state.message}
            </p>
          )}
        </>
      )}
    </section>
  );
}
