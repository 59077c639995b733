import { BadRequestException, ConflictException, Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, MoreThan, type Repository } from 'typeorm';
import {
  RELEASE_PATTERN,
  type ReleaseRef,
  type ReleasesOverview,
  type RemoteRollout,
  type RequestOf,
  type RollbackReason,
  type RolloutAction,
  type RolloutChange,
  releaseCandidateBody,
} from 'shared-lib/requests';
import { isContractCompatible, REMOTE_NAMES, type RemoteName } from 'shared-lib/contracts';
import { formatDecimal } from 'shared-lib/domain';
import { apiError } from '../common/api-error';
import { type AppConfigType, appConfig } from '../config/app-config';
import { composeMail, mailT } from '../mail/mail-texts';
import { MailerService } from '../mail/mailer.service';
import { siteAddress } from '../mail/site-address';
import { ReleaseHealthService } from '../release-health/release-health.service';
import type { User } from '../users/user.entity';
import { rollbackVerdict } from './rollback-rule';
import { RemoteRolloutRow, RolloutChangeRow } from './rollout.entities';

/** How long the API waits for a release's manifest, and the most it reads of it. */
const MANIFEST_TIMEOUT_MS = 3000;
const MANIFEST_MAX_BYTES = 256 * 1024;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** What a release's mf-manifest.json says of it (the remote's build writes it: shared-lib/build/webpack.js). */
interface ManifestFacts {
  name?: unknown;
  buildInfo?: { buildVersion?: unknown };
  contractVersion?: unknown;
  serverSha256?: unknown;
}

function refOf(release: string | null, entry: string | null, serverSha256: string | null): ReleaseRef | null {
  return release && entry ? { release, entry, serverSha256 } : null;
}

/**
 * The remotes' roll-outs (issue 54): a release on a share of diners, promoted to all or rolled back by ADMIN and up,
 * every change kept; and the automatic roll-back, checked every ROLLBACK_CHECK_MS in each API process (the update is
 * conditional, so with several processes one of them rolls back and tells the team).
 */
@Injectable()
export class ReleasesService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Releases');
  private timer?: NodeJS.Timeout;

  constructor(
    @InjectRepository(RemoteRolloutRow) private readonly rollouts: Repository<RemoteRolloutRow>,
    @InjectRepository(RolloutChangeRow) private readonly changes: Repository<RolloutChangeRow>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly health: ReleaseHealthService,
    private readonly mailer: MailerService,
    @Inject(appConfig.KEY) private readonly config: AppConfigType,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.checkShares().catch((e: Error) => this.logger.warn(`roll-back check failed: ${e.message}`)), this.config.rollbackCheckMs);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Every remote's roll-out (a remote without one: remotes.json's release for all). */
  async list(): Promise<RemoteRollout[]> {
    const rows = new Map((await this.rollouts.find()).map((r) => [r.remote, r]));
    return REMOTE_NAMES.map((remote) => {
      const r = rows.get(remote);
      return {
        remote,
        current: r ? refOf(r.currentRelease, r.currentEntry, r.currentServerSha256) : null,
        candidate: r ? refOf(r.candidateRelease, r.candidateEntry, r.candidateServerSha256) : null,
        share: r?.share ?? 0,
        startedAt: r?.startedAt?.toISOString() ?? null,
      };
    });
  }

  /** The last changes, newest first. */
  async history(limit = 50): Promise<RolloutChange[]> {
    const rows = await this.changes.find({ order: { id: 'DESC' }, take: limit });
    return rows.map((c) => ({
      id: c.id,
      remote: c.remote as RemoteName,
      action: c.action,
      release: c.release,
      share: c.share,
      by: c.byEmail,
      reason: c.reason ? (JSON.parse(c.reason) as RollbackReason) : null,
      at: c.at.toISOString(),
    }));
  }

  /** Who is told of an automatic roll-back, per remote. */
  async owners(): Promise<ReleasesOverview['owners']> {
    const rows = await this.rollouts.find();
    return Object.fromEntries(rows.map((r) => [r.remote, { email: r.ownerEmail, language: r.ownerLanguage }])) as ReleasesOverview['owners'];
  }

  /** Puts a release on a share: its manifest is read to know it (name, version, server build). */
  async putOnShare(remote: RemoteName, body: RequestOf<typeof releaseCandidateBody>, by: User): Promise<RemoteRollout> {
    const release = await this.readRelease(remote, body.entry);
    const row = (await this.rollouts.findOneBy({ remote })) ?? this.rollouts.create({ remote, share: 0, ownerLanguage: 'en' });
    const sameCandidate = row.candidateRelease === release.release && row.candidateEntry === release.entry;
    row.candidateRelease = release.release;
    row.candidateEntry = release.entry;
    row.candidateServerSha256 = release.serverSha256;
    // its health counts from when diners first get it (again)
    if (!sameCandidate || row.share === 0) row.startedAt = new Date();
    row.share = body.share;
    if (body.ownerEmail) row.ownerEmail = body.ownerEmail;
    if (body.ownerLanguage) row.ownerLanguage = body.ownerLanguage;
    await this.rollouts.save(row);
    await this.record(remote, 'share', release.release, body.share, by);
    return this.one(remote);
  }

  /** Changes the share of the release on a share. */
  async setShare(remote: RemoteName, share: number, by: User): Promise<RemoteRollout> {
    const row = await this.candidateRow(remote);
    if (row.share === 0) row.startedAt = new Date();
    row.share = share;
    await this.rollouts.save(row);
    await this.record(remote, 'share', row.candidateRelease!, share, by);
    return this.one(remote);
  }

  /** Gives everyone the release on a share: it becomes the remote's current release, over remotes.json's. */
  async promote(remote: RemoteName, by: User): Promise<RemoteRollout> {
    // a release taken back (by hand or by itself) is put on a share again before it may go to everyone
    const row = await this.candidateRow(remote, true);
    const release = row.candidateRelease!;
    row.currentRelease = release;
    row.currentEntry = row.candidateEntry;
    row.currentServerSha256 = row.candidateServerSha256;
    row.candidateRelease = row.candidateEntry = row.candidateServerSha256 = null;
    row.share = 0;
    row.startedAt = null;
    await this.rollouts.save(row);
    await this.record(remote, 'promote', release, 100, by);
    return this.one(remote);
  }

  /**
   * Lets remotes.json say again what everyone has (after a promotion, once the team has pointed remotes.json at the
   * release, or to go back to what it names): the promoted release is forgotten.
   */
  async reset(remote: RemoteName, by: User): Promise<RemoteRollout> {
    const row = await this.rollouts.findOneBy({ remote });
    if (!row?.currentRelease) throw new ConflictException(apiError('NOTHING_TO_UPDATE'));
    const release = row.currentRelease;
    row.currentRelease = row.currentEntry = row.currentServerSha256 = null;
    await this.rollouts.save(row);
    await this.record(remote, 'reset', release, 0, by);
    return this.one(remote);
  }

  /** Takes the release on a share away from everyone (it stays listed, at 0 %). */
  async rollBack(remote: RemoteName, by: User): Promise<RemoteRollout> {
    const row = await this.candidateRow(remote, true);
    row.share = 0;
    await this.rollouts.save(row);
    await this.record(remote, 'rollback', row.candidateRelease!, 0, by);
    return this.one(remote);
  }

  /**
   * The automatic roll-back: each release on a share against the remote's other releases since its share began
   * (ROLLBACK_RULE). A release that fails it goes to 0 % (only if it is still the one on the share: another process
   * may have done it), the change is kept, and the remote's owner is e-mailed.
   */
  async checkShares(): Promise<string[]> {
    const rolledBack: string[] = [];
    for (const row of await this.rollouts.find({ where: { share: MoreThan(0) } })) {
      if (!row.candidateRelease || !row.startedAt) continue;
      const { candidate, others } = await this.health.compare(row.remote, row.candidateRelease, row.startedAt);
      const verdict = rollbackVerdict(candidate, others);
      if (!verdict) continue;
      // one transaction: the share to 0 (only if this very share is still on: another process, or an ADMIN who put it
      // back since these figures were read, wins), the change kept, the owner's e-mail in the outbox
      const done = await this.dataSource.transaction(async (m) => {
        const update = await m.update(
          RemoteRolloutRow,
          { remote: row.remote, candidateRelease: row.candidateRelease, startedAt: row.startedAt, share: MoreThan(0) },
          { share: 0 },
        );
        if (!update.affected) return false;
        await m.insert(RolloutChangeRow, {
          remote: row.remote,
          action: 'auto-rollback',
          release: row.candidateRelease!,
          share: 0,
          byUserId: null,
          byEmail: null,
          reason: JSON.stringify(verdict),
        });
        if (row.ownerEmail) await this.tellOwner(row, verdict, m);
        return true;
      });
      if (!done) continue;
      this.logger.warn(`${row.remote} ${row.candidateRelease} rolled back by itself: ${JSON.stringify(verdict)}`);
      rolledBack.push(`${row.remote}:${row.candidateRelease}`);
    }
    return rolledBack;
  }

  private async tellOwner(row: RemoteRolloutRow, verdict: RollbackReason, manager: EntityManager): Promise<void> {
    const t = mailT(row.ownerLanguage);
    const site = siteAddress(this.config);
    const reason =
      verdict.kind === 'errors'
        ? t('releaseRolledBack.reasonErrors', {
            rate: formatDecimal(verdict.rate * 100, row.ownerLanguage, 1),
            otherRate: formatDecimal(verdict.otherRate * 100, row.ownerLanguage, 1),
            sessions: verdict.sessions,
            otherSessions: verdict.otherSessions,
          })
        : t('releaseRolledBack.reasonVitals', { vital: verdict.kind.toUpperCase(), p75: verdict.p75, otherP75: verdict.otherP75 });
    const values = { remote: row.remote, release: row.candidateRelease, share: row.share, reason };
    const mail = composeMail(
      row.ownerLanguage,
      site,
      {
        subject: t('releaseRolledBack.subject', values),
        paragraphs: [t('releaseRolledBack.body', values), t('releaseRolledBack.next')],
        action: { label: t('releaseRolledBack.open'), url: `${site}/${row.ownerLanguage}/admin/releases` },
      },
      'staff',
    );
    await this.mailer.enqueue({
      eventKey: `release-rolled-back:${row.remote}:${row.candidateRelease}:${row.startedAt!.toISOString()}`,
      kind: 'release-rolled-back',
      to: row.ownerEmail!,
      language: row.ownerLanguage,
      ...mail,
    }, manager);
  }

  private async one(remote: RemoteName): Promise<RemoteRollout> {
    return (await this.list()).find((r) => r.remote === remote)!;
  }

  /** The remote's row with a release on a share (`onShare`: a share above 0 too), else 409. */
  private async candidateRow(remote: RemoteName, onShare = false): Promise<RemoteRolloutRow> {
    const row = await this.rollouts.findOneBy({ remote });
    if (!row?.candidateRelease || (onShare && row.share === 0)) throw new ConflictException(apiError('NO_RELEASE_ON_SHARE'));
    return row;
  }

  private async record(remote: string, action: RolloutAction, release: string, share: number, by: User): Promise<void> {
    await this.changes.insert({ remote, action, release, share, byUserId: by.id, byEmail: by.email, reason: null });
  }

  /** Whether releases may come from this origin: RELEASE_ORIGINS, or this machine's loopback when it is unset. */
  private allowedOrigin(url: URL): boolean {
    const allowed = this.config.releaseOrigins;
    return allowed ? allowed.includes(url.origin) : LOOPBACK_HOSTS.has(url.hostname);
  }

  /** Reads a release's manifest: it must answer, be this remote's, and name its version; else it is unknown (400). */
  private async readRelease(remote: RemoteName, entry: string): Promise<ReleaseRef> {
    const url = new URL(entry);
    if (!this.allowedOrigin(url)) throw new BadRequestException(apiError('RELEASE_ORIGIN_NOT_ALLOWED', 'entry'));
    const unknown = () => new BadRequestException(apiError('RELEASE_UNKNOWN', 'entry'));
    let meta: ManifestFacts;
    try {
      const res = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
      if (!res.ok || Number(res.headers.get('content-length') ?? 0) > MANIFEST_MAX_BYTES) throw unknown();
      const bytes = await res.arrayBuffer();
      if (bytes.byteLength > MANIFEST_MAX_BYTES) throw unknown();
      meta = ((JSON.parse(new TextDecoder().decode(bytes)) as { metaData?: ManifestFacts }).metaData ?? {}) as ManifestFacts;
    } catch {
      throw unknown();
    }
    const version = meta.buildInfo?.buildVersion;
    // this remote's, named, and built against a contract the shell provides (else every browser would refuse it)
    if (meta.name !== remote || typeof version !== 'string' || !RELEASE_PATTERN.test(version) || !isContractCompatible(meta.contractVersion)) throw unknown();
    const sha = typeof meta.serverSha256 === 'string' && /^[0-9a-f]{64}$/.test(meta.serverSha256) ? meta.serverSha256 : null;
    if (url.toString().length > 300) throw unknown();
    return { release: version, entry: url.toString(), serverSha256: sha };
  }
}
