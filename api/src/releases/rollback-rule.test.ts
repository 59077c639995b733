import { HEALTH_SAMPLE_RATE, ROLLBACK_RULE } from 'shared-lib/requests';
import { errorRateZ, rollbackVerdict, type SideHealth } from './rollback-rule';

const side = (sessions: number, sessionsWithErrors: number, vitals: Partial<SideHealth> = {}): SideHealth => ({
  sessions,
  sessionsWithErrors,
  lcpP75: null,
  lcpCount: 0,
  inpP75: null,
  inpCount: 0,
  ...vitals,
});

/** A small seeded generator (mulberry32), so the noise below is the same on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('the automatic roll-back rule (ROLLBACK_RULE)', () => {
  it('never decides on fewer than minSessions sessions on either side', () => {
    expect(rollbackVerdict(side(ROLLBACK_RULE.minSessions - 1, ROLLBACK_RULE.minSessions - 1), side(500, 0))).toBeNull();
    expect(rollbackVerdict(side(100, 100), side(ROLLBACK_RULE.minSessions - 1, 0))).toBeNull();
  });

  it('rolls back a release whose sessions meet errors clearly more often (a third against 2 %)', () => {
    expect(rollbackVerdict(side(30, 10), side(120, 2))).toEqual({ kind: 'errors', rate: 10 / 30, otherRate: 2 / 120, sessions: 30, otherSessions: 120 });
  });

  it('keeps a release whose difference is within the margin, however significant (a busy site)', () => {
    // 3 % against 1 % over 100,000 sessions each: z is huge, the margin is not met
    expect(errorRateZ(side(100000, 3000), side(100000, 1000))).toBeGreaterThan(30);
    expect(rollbackVerdict(side(100000, 3000), side(100000, 1000))).toBeNull();
  });

  it('keeps a release whose difference is large but not more than chance explains (few sessions)', () => {
    // 4 of 20 against 2 of 20: 10 points, z about 0.9; 8 of 25 against 2 of 25: 24 points, z about 2.3
    expect(rollbackVerdict(side(20, 4), side(20, 2))).toBeNull();
    expect(rollbackVerdict(side(25, 8), side(25, 2))).toBeNull();
  });

  it('rolls back on p75 LCP or INP worse by the ratio, with enough reports of each', () => {
    const fast = { lcpP75: 1000, lcpCount: 40, inpP75: 100, inpCount: 40 };
    expect(rollbackVerdict(side(40, 0, { ...fast, lcpP75: 1600 }), side(40, 0, fast))).toEqual({ kind: 'lcp', p75: 1600, otherP75: 1000 });
    expect(rollbackVerdict(side(40, 0, { ...fast, inpP75: 150 }), side(40, 0, fast))).toEqual({ kind: 'inp', p75: 150, otherP75: 100 });
    expect(rollbackVerdict(side(40, 0, { ...fast, lcpP75: 1400 }), side(40, 0, fast))).toBeNull();
    expect(rollbackVerdict(side(40, 0, { ...fast, lcpP75: 5000, lcpCount: ROLLBACK_RULE.minVitals - 1 }), side(40, 0, fast))).toBeNull();
  });

  it('a healthy release is not rolled back by noise: 2,000 simulated roll-outs checked as their sessions grow, none rolled back', () => {
    // both releases with the same true error rate (3 %); the release on a 20 % share gets one visit in five and
    // reports each, the others report a sample (HEALTH_SAMPLE_RATE); the rule is checked after every 10 visits up to
    // 1,000 (what the API does every 15 s as reports arrive)
    const next = random(54);
    let rolledBack = 0;
    for (let run = 0; run < 2000; run++) {
      const candidate = side(0, 0);
      const others = side(0, 0);
      for (let visit = 1; visit <= 1000; visit++) {
        const onShare = next() < 0.2;
        const reported = onShare || next() < HEALTH_SAMPLE_RATE;
        const failed = next() < 0.03;
        const s = onShare ? candidate : others;
        if (reported) s.sessions += 1;
        if (reported && failed) s.sessionsWithErrors += 1;
        if (visit % 10 === 0 && rollbackVerdict(candidate, others)) {
          rolledBack += 1;
          break;
        }
      }
    }
    expect(rolledBack).toBe(0);
  });

  it('a release failing for a third of its sessions is caught early: within 300 visits on a 20 % share in 99 % of 2,000 simulated roll-outs', () => {
    const next = random(55);
    const caughtAt: number[] = [];
    for (let run = 0; run < 2000; run++) {
      const candidate = side(0, 0);
      const others = side(0, 0);
      for (let visit = 1; visit <= 300; visit++) {
        const onShare = next() < 0.2;
        const reported = onShare || next() < HEALTH_SAMPLE_RATE;
        const failed = next() < (onShare ? 1 / 3 : 0.01);
        const s = onShare ? candidate : others;
        if (reported) s.sessions += 1;
        if (reported && failed) s.sessionsWithErrors += 1;
        if (visit % 10 === 0 && rollbackVerdict(candidate, others)) {
          caughtAt.push(visit);
          break;
        }
      }
    }
    expect(caughtAt.length / 2000).toBeGreaterThanOrEqual(0.99);
  });
});
