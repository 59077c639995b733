import { ROLLBACK_RULE, type RollbackReason } from 'shared-lib/requests';
import type { SideHealth } from '../release-health/release-health.service';

/** Why a release is rolled back (null: it stays). */
export type RollbackVerdict = RollbackReason | null;

/**
 * The Wilson score interval of `errors` in `sessions` at `z` standard errors: where the true share of sessions with an
 * error lies. Sound for small counts, unlike the normal approximation (2 of 20 against 1 of 380 is "z 4.9" there).
 */
export function wilsonInterval(errors: number, sessions: number, z: number): { low: number; high: number } {
  if (!sessions) return { low: 0, high: 1 };
  const p = errors / sessions;
  const z2 = z * z;
  const centre = p + z2 / (2 * sessions);
  const spread = z * Math.sqrt((p * (1 - p)) / sessions + z2 / (4 * sessions * sessions));
  const scale = 1 + z2 / sessions;
  return { low: (centre - spread) / scale, high: (centre + spread) / scale };
}

/**
 * ROLLBACK_RULE applied: the candidate is rolled back when, with enough sessions on both sides and enough of its own
 * sessions with an error, the low end of its error rate's interval is above the high end of the others' by the margin;
 * or when its p75 LCP or INP is worse by the ratio with enough reports of each. The intervals keep a large difference
 * over few sessions (noise) from deciding; the margin keeps a small but certain difference (a busy site) from it.
 */
export function rollbackVerdict(candidate: SideHealth, others: SideHealth, rule = ROLLBACK_RULE): RollbackVerdict {
  if (candidate.sessions < rule.minSessions || others.sessions < rule.minSessions) return null;
  const rate = candidate.sessionsWithErrors / candidate.sessions;
  const otherRate = others.sessionsWithErrors / others.sessions;
  // at least this many of its sessions met an error, and even its lowest plausible error rate is above the others'
  // highest plausible one by the margin
  const clearlyWorse =
    candidate.sessionsWithErrors >= rule.minErrorSessions &&
    wilsonInterval(candidate.sessionsWithErrors, candidate.sessions, rule.intervalZ).low -
      wilsonInterval(others.sessionsWithErrors, others.sessions, rule.intervalZ).high >=
      rule.errorMargin;
  if (clearlyWorse) return { kind: 'errors', rate, otherRate, sessions: candidate.sessions, otherSessions: others.sessions };
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
