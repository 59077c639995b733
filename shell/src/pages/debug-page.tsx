import { useState } from 'react';
import { useTranslation, apiClient } from 'shared-lib';
import { clearErrorLog, readErrorLog } from '../monitoring/error-log';

/** A hidden page for support (SPEC 7 diagnostics); `window.pizzaInnDebug` offers the same in the console. */
export function DebugPage() {
  const { t } = useTranslation('common');
  const [output, setOutput] = useState('');
  const [log, setLog] = useState(readErrorLog());
  const show = (p: Promise<unknown>) => p.then((r) => setOutput(JSON.stringify(r, null, 2))).catch((e) => setOutput(JSON.stringify(e, null, 2)));
  return (
    <div className="container page">
      <h1>{t('debug.title')}</h1>
      <p>{t('debug.intro')}</p>
      <p className="button-row">
        <button type="button" className="btn btn-primary" onClick={() => show(apiClient.post('/test/connectivity', { echo: 'debug page' }))}>
          {t('debug.check')}
        </button>
        <button type="button" className="btn btn-outline" onClick={() => show(apiClient.get('/debug/csp'))}>
          {t('debug.csp')}
        </button>
      </p>
      {output && <pre className="debug-output">{output}</pre>}
      <h2>{t('debug.errors')}</h2>
      {log.length === 0 ? <p>{t('debug.none')}</p> : <pre className="debug-output">{JSON.stringify(log, null, 2)}</pre>}
      <button
        type="button"
        className="btn btn-outline"
        onClick={() => {
          clearErrorLog();
          setLog([]);
        }}
      >
        {t('debug.clear')}
      </button>
    </div>
  );
}
