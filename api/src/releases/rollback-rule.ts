import { ROLLBACK_RULE, type RollbackReason } from 'shared-lib/requests';

/** What diners' browsers reported of one side (the release on a share, or every other release of the remote) since the share began. */
export interface SideHealth {
  sessions: number;
  sessionsWithErrors: number;
  lcpP75: number | null;
  lcpCount: number;
  inpP75: number | null;
  inpCount: number;
}

/** Why a release is rolled back (null: it stays). */
export type RollbackVerdict = RollbackReason | null;

/**
 * One-sided two-proportion z statistic: how many standard errors the candidate's error rate is above the others'
 * (pooled). 0 when there is nothing to compare.
 */
export function errorRateZ(candidate: SideHealth, others: SideHealth): number {
  const n1 = candidate.sessions;
  const n2 = others.sessions;
  if (!n1 || !n2) return 0;
  const p1 = candidate.sessionsWithErrors / n1;
  const p2 = others.sessionsWithErrors / n2;
  const pooled = (candidate.sessionsWithErrors + others.sessionsWithErrors) / (n1 + n2);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  if (se === 0) return 0;
  return (p1 - p2) / se;
}

/**
 * ROLLBACK_RULE applied: the candidate is rolled back when, with enough sessions on both sides, its error rate is
 * higher by the margin and by the z-test, or its p75 LCP or INP is worse by the ratio with enough reports of each.
 * The margin keeps a significant but small difference (a busy site's z grows with its traffic) from rolling back; the
 * z-test keeps a large difference over few sessions (noise) from doing so.
 */
export function rollbackVerdict(candidate: SideHealth, others: SideHealth, rule = ROLLBACK_RULE): RollbackVerdict {
  if (candidate.sessions < rule.minSessions || others.sessions < rule.minSessions) return null;
  const rate = candidate.sessionsWithErrors / candidate.sessions;
  const otherRate = others.sessionsWithErrors / others.sessions;
  const z = errorRateZ(candidate, others);
  if (rate - otherRate >= rule.errorMargin && z >= rule.errorZ) {
    return { kind: 'errors', rate, otherRate, sessions: candidate.sessions, otherSessions: others.sessions };
  }
  for (const [name, mine, theirs, mineCount, theirCount] of [
    ['lcp', candidate.lcpP75, others.lcpP75, candidate.lcpCount, others.lcpCount],
    ['inp', candidate.inpP75, others.inpP75, candidate.inpCount, others.inpCount],
  ] as const) {
    if (mine === null || theirs === null || mineCount < rule.minVitals || theirCount < rule.minVitals || theirs <= 0) continue;
    if (mine >= theirs * rule.vitalsRatio) {
      return { kind: name, p75: Math.round(mine), otherP75: Math.round(theirs) };
    }
  }
  return null;
}
