import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'shared-lib';

/**
 * The page an e-mailed confirmation link leads to (`?token=`): the person confirms with a button (a POST), so a mail
 * scanner that opens links confirms nothing. `confirm` resolves to an error text, or null when it worked.
 */
export function ConfirmLinkPage(props: {
  title: string;
  intro: string;
  noToken: string;
  button: string;
  confirm: (token: string) => Promise<string | null>;
  /** What the page shows once confirmed. */
  done: ReactNode;
}) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<{ kind: 'idle' | 'sending' | 'confirmed' } | { kind: 'failed'; message: string }>({ kind: 'idle' });

  async function confirm() {
    setState({ kind: 'sending' });
    const failure = await props.confirm(token);
    setState(failure === null ? { kind: 'confirmed' } : { kind: 'failed', message: failure });
  }

  return (
    <section className="container page narrow">
      <h1>{props.title}</h1>
      {state.kind === 'confirmed' ? (
        props.done
      ) : (
        <>
          <p>{token ? props.intro : props.noToken}</p>
          {token && (
            <button type="button" className="btn btn-primary" onClick={() => void confirm()} disabled={state.kind === 'sending'}>
              {props.button}
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
