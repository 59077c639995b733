import { useState, type FormEvent } from 'react';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { apiErrorText, fieldErrorTexts, REMOTE_NAMES, useTranslation, type RemoteName } from 'shared-lib';
import { formatBakuDate, formatBakuTime, formatDecimal, formatPercent, type Language } from 'shared-lib/domain';
import { ROLLOUT_SHARE, type ReleasesOverview, type RemoteRollout, type RolloutAction } from 'shared-lib/requests';
import { releasesApi } from '../server-state/releases-api';

/** How often the open page reads the figures again. */
const REFRESH_MS = 15000;
const LINE_COLOURS = ['#2563eb', '#b91c1c', '#15803d', '#a16207'];
const ACTION_KEYS = {
  share: 'releases.action_share',
  promote: 'releases.action_promote',
  rollback: 'releases.action_rollback',
  'auto-rollback': 'releases.action_auto_rollback',
  reset: 'releases.action_reset',
} as const satisfies Record<RolloutAction, string>;


/** A release's error rate hour by hour, one line per release of the remote. */
function ErrorRateChart({ remote, overview, lang }: { remote: RemoteName; overview: ReleasesOverview; lang: Language }) {
  const { t } = useTranslation('admin');
  const points = overview.timeline.filter((p) => p.remote === remote);
  if (!points.length) return null;
  const releases = [...new Set(points.map((p) => p.release))];
  const hours = [...new Set(points.map((p) => p.hour))].sort();
  const data = hours.map((hour) => ({
    hour: formatBakuTime(hour, lang),
    ...Object.fromEntries(points.filter((p) => p.hour === hour).map((p) => [p.release, Number((p.errorRate * 100).toFixed(1))])),
  }));
  return (
    <figure className="admin-chart">
      <figcaption>{t('releases.chart')}</figcaption>
      <ResponsiveContainer width="100%" height={200}>
        <LineChart data={data}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="hour" />
          <YAxis tickFormatter={(value: number) => formatPercent(value / 100, lang)} />
          <Tooltip />
          {releases.map((release, i) => (
            <Line key={release} dataKey={release} name={release} stroke={LINE_COLOURS[i % LINE_COLOURS.length]} />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}

/** Puts a release on a share: its manifest's address, the share, who hears of an automatic roll-back. */
function PutOnShareForm({ remote, owner }: { remote: RemoteName; owner: string | null }) {
  const { t } = useTranslation('admin');
  const [putOnShare, state] = releasesApi.usePutOnShareMutation();
  const [entry, setEntry] = useState('');
  const [share, setShare] = useState('5');
  const [ownerEmail, setOwnerEmail] = useState(owner ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState('');
  const id = `releases-${remote}`;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setErrors({});
    setStatus('');
    try {
      await putOnShare({ remote, entry: entry.trim(), share: Number(share), ...(ownerEmail.trim() ? { ownerEmail: ownerEmail.trim() } : {}) }).unwrap();
      setEntry('');
      setStatus(t('releases.started'));
    } catch (failure) {
      setErrors(fieldErrorTexts(failure));
      setStatus(apiErrorText(failure));
    }
  }

  return (
    <details className="admin-release-new">
      <summary>{t('releases.newTitle')}</summary>
    <form className="admin-form" noValidate onSubmit={submit} aria-label={t('releases.newTitle')}>
      <div className="admin-field">
        <label htmlFor={`${id}-entry`}>{t('releases.entry')}</label>
        <input
          id={`${id}-entry`}
          type="url"
          inputMode="url"
          placeholder={t('releases.entryExample')}
          value={entry}
          onChange={(e) => setEntry(e.target.value)}
          aria-invalid={Boolean(errors.entry)}
          aria-describedby={errors.entry ? `${id}-entry-error` : undefined}
        />
        {errors.entry && (
          <p className="admin-error" id={`${id}-entry-error`}>
            {errors.entry}
          </p>
        )}
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-share`}>{t('releases.share')}</label>
        <input
          id={`${id}-share`}
          type="number"
          min={ROLLOUT_SHARE.min}
          max={ROLLOUT_SHARE.max}
          value={share}
          onChange={(e) => setShare(e.target.value)}
          aria-invalid={Boolean(errors.share)}
        />
        {errors.share && <p className="admin-error">{errors.share}</p>}
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-owner`}>{t('releases.owner')}</label>
        <input id={`${id}-owner`} type="email" value={ownerEmail} onChange={(e) => setOwnerEmail(e.target.value)} aria-invalid={Boolean(errors.ownerEmail)} />
        {errors.ownerEmail ? <p className="admin-error">{errors.ownerEmail}</p> : <p className="admin-muted">{t('releases.ownerHint')}</p>}
      </div>
      <div className="admin-toolbar">
        <button type="submit" className="admin-button" disabled={state.isLoading || !entry.trim()}>
          {t('releases.start')}
        </button>
        <span role="status">{status}</span>
      </div>
    </form>
    </details>
  );
}

/** What to do with the release on a share: change its share, give it to everyone, take it back. */
function ShareControls({ rollout }: { rollout: RemoteRollout }) {
  const { t } = useTranslation('admin');
  const [setShareOf] = releasesApi.useSetShareMutation();
  const [promote] = releasesApi.usePromoteMutation();
  const [rollBack] = releasesApi.useRollBackMutation();
  const [share, setShare] = useState(String(rollout.share || ROLLOUT_SHARE.min));
  const [status, setStatus] = useState('');
  const run = async (action: () => Promise<unknown>, done: string) => {
    setStatus('');
    try {
      await action();
      setStatus(done);
    } catch (failure) {
      setStatus(apiErrorText(failure));
    }
  };
  const remote = rollout.remote;
  return (
    <div className="admin-toolbar">
      <label>
        {t('releases.share')}{' '}
        <input type="number" min={ROLLOUT_SHARE.min} max={ROLLOUT_SHARE.max} value={share} onChange={(e) => setShare(e.target.value)} style={{ width: '5em' }} />
      </label>
      <button type="button" className="admin-secondary" onClick={() => void run(() => setShareOf({ remote, share: Number(share) }).unwrap(), t('releases.shareSet'))}>
        {t('releases.setShare')}
      </button>
      {rollout.share > 0 && (
        <button type="button" className="admin-button" onClick={() => void run(() => promote({ remote }).unwrap(), t('releases.promoted'))}>
          {t('releases.promote')}
        </button>
      )}
      {rollout.share > 0 && (
        <button type="button" className="admin-button admin-danger" onClick={() => void run(() => rollBack({ remote }).unwrap(), t('releases.rolledBack'))}>
          {t('releases.rollBack')}
        </button>
      )}
      <span role="status">{status}</span>
    </div>
  );
}

/** After a promotion: let remotes.json say again what everyone has. */
function ResetCurrent({ remote }: { remote: RemoteName }) {
  const { t } = useTranslation('admin');
  const [reset] = releasesApi.useResetMutation();
  const [status, setStatus] = useState('');
  return (
    <div className="admin-toolbar">
      <button
        type="button"
        className="admin-secondary"
        onClick={() =>
          void reset({ remote })
            .unwrap()
            .then(
              () => setStatus(t('releases.resetDone')),
              (failure: unknown) => setStatus(apiErrorText(failure)),
            )
        }
      >
        {t('releases.reset')}
      </button>
      <span className="admin-muted">{t('releases.resetHint')}</span>
      <span role="status">{status}</span>
    </div>
  );
}

function RemoteReleases({ rollout, overview, lang }: { rollout: RemoteRollout; overview: ReleasesOverview; lang: Language }) {
  const { t } = useTranslation('admin');
  const remote = rollout.remote;
  const health = overview.health.filter((h) => h.remote === remote);
  const candidate = rollout.candidate;
  return (
    <section className="admin-card admin-release-card" aria-labelledby={`releases-${remote}-title`} data-remote-releases={remote}>
      <h2 id={`releases-${remote}-title`}>{t(`releases.remote_${remote}`)}</h2>
      <p>{rollout.current ? t('releases.everyone', { release: rollout.current.release }) : t('releases.everyoneDefault')}</p>
      {rollout.current && <ResetCurrent remote={remote} />}
      <p data-testid={`releases-${remote}-share`}>
        {!candidate
          ? t('releases.noCandidate')
          : rollout.share > 0
            ? t('releases.onShare', { release: candidate.release, share: rollout.share })
            : t('releases.candidateStopped', { release: candidate.release })}
      </p>
      {candidate && <ShareControls key={`${candidate.release}-${rollout.share}`} rollout={rollout} />}
      {health.length > 0 ? (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption>{t('releases.healthTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('releases.release')}</th>
                <th scope="col">{t('releases.sessions')}</th>
                <th scope="col">{t('releases.errorRate')}</th>
                <th scope="col">LCP p75</th>
                <th scope="col">INP p75</th>
                <th scope="col">CLS p75</th>
              </tr>
            </thead>
            <tbody>
              {health.map((h) => (
                <tr key={h.release}>
                  <th scope="row">{h.release}</th>
                  <td>{h.sessions}</td>
                  <td>{formatPercent(h.errorRate, lang)}</td>
                  <td>{h.lcpP75 === null ? '—' : t('releases.ms', { value: h.lcpP75 })}</td>
                  <td>{h.inpP75 === null ? '—' : t('releases.ms', { value: h.inpP75 })}</td>
                  <td>{h.clsP75 === null ? '—' : formatDecimal(h.clsP75, lang, 3)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="admin-muted">{t('releases.noHealth')}</p>
      )}
      <ErrorRateChart remote={remote} overview={overview} lang={lang} />
      <PutOnShareForm remote={remote} owner={overview.owners[remote]?.email ?? null} />
    </section>
  );
}

/** Each remote's releases (ADMIN and up): the one everyone has, the one on a share, their health, the last changes. */
export function ReleasesPage({ lang }: { lang: Language }) {
  const { t } = useTranslation('admin');
  const data = releasesApi.useReleasesQuery(undefined, { pollingInterval: REFRESH_MS, refetchOnMountOrArgChange: true });
  const overview = data.data;
  return (
    <section>
      <h1>{t('section.releases')}</h1>
      {data.error && <p role="alert">{t('releases.loadFailed')}</p>}
      {overview && (
        <>
          <p className="admin-muted">
            {t('releases.rule', {
              margin: formatDecimal(overview.rule.errorMargin * 100, lang, 0),
              sessions: overview.rule.minSessions,
              ratio: formatDecimal(overview.rule.vitalsRatio, lang, 1),
            })}
          </p>
          {REMOTE_NAMES.map((remote) => {
            const rollout = overview.rollouts.find((r) => r.remote === remote);
            return rollout ? <RemoteReleases key={remote} rollout={rollout} overview={overview} lang={lang} /> : null;
          })}
          <section className="admin-card admin-release-card" aria-labelledby="releases-changes">
            <h2 id="releases-changes">{t('releases.changesTitle')}</h2>
            {overview.changes.length === 0 ? (
              <p className="admin-muted">{t('releases.noChanges')}</p>
            ) : (
              <ul className="admin-list" data-testid="releases-changes">
                {overview.changes.map((c) => (
                  <li key={c.id}>
                    {t('releases.change', {
                      when: `${formatBakuDate(c.at, lang)} ${formatBakuTime(c.at, lang)}`,
                      remote: t(`releases.remote_${c.remote}`),
                      action: t(ACTION_KEYS[c.action], { release: c.release, share: c.share }),
                      by: c.by ?? t('releases.byItself'),
                    })}
                    {c.reason && (
                      <span className="admin-muted">
                        {' '}
                        {c.reason.kind === 'errors'
                          ? t('releases.reasonErrors', {
                              rate: formatPercent(c.reason.rate, lang),
                              otherRate: formatPercent(c.reason.otherRate, lang),
                              sessions: c.reason.sessions,
                              otherSessions: c.reason.otherSessions,
                            })
                          : t('releases.reasonVitals', { vital: c.reason.kind.toUpperCase(), p75: c.reason.p75, otherP75: c.reason.otherP75 })}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </section>
  );
}
