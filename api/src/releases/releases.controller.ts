import { Controller, Get, Header, HttpCode, Patch, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROLLBACK_RULE, type ReleasesOverview, type RequestOf, releaseCandidateBody, releaseShareBody } from 'shared-lib/requests';
import type { RemoteName } from 'shared-lib/contracts';
import { CurrentUser, MinRole, Public } from '../auth/decorators';
import { apiError } from '../common/api-error';
import { ok } from '../common/envelope';
import { ApiEnvelope, ApiErrors } from '../common/openapi';
import { ValidParam } from '../common/path-params';
import { ValidBody } from '../common/validation';
import { ReleaseHealthService } from '../release-health/release-health.service';
import type { User } from '../users/user.entity';
import { ReleasesService } from './releases.service';

const NOT_A_REMOTE = apiError('NOT_FOUND');

/** The remotes' releases on a share of diners (issue 54): read by every site server, run by ADMIN and up. */
@ApiTags('releases')
@Controller()
export class ReleasesController {
  constructor(
    private readonly releases: ReleasesService,
    private readonly health: ReleaseHealthService,
  ) {}

  @Get('releases/rollouts')
  @Public()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "Each remote's roll-out: the release promoted over remotes.json's, the one on a share and its share (the site's servers read it)" })
  @ApiEnvelope(null)
  async rollouts() {
    return ok(await this.releases.list());
  }

  @Get('admin/releases')
  @ApiBearerAuth()
  @MinRole('ADMIN')
  @ApiOperation({ summary: 'The Releases page: roll-outs, the last changes, each release’s health over 24 hours and hour by hour, the roll-back rule' })
  @ApiEnvelope(null)
  @ApiErrors(401, 403)
  async page() {
    const [rollouts, changes, health, timeline, owners] = await Promise.all([
      this.releases.list(),
      this.releases.history(),
      this.health.summary(24),
      this.health.timeline(24),
      this.releases.owners(),
    ]);
    const overview: ReleasesOverview = { rollouts, changes, health, timeline, owners, rule: ROLLBACK_RULE };
    return ok(overview);
  }

  @Put('admin/releases/:remote/candidate')
  @ApiBearerAuth()
  @MinRole('ADMIN')
  @ApiOperation({ summary: 'Puts a release (its mf-manifest.json) on a share of diners, 1 to 100 %' })
  @ApiEnvelope(null)
  @ApiErrors(400, 401, 403, 404)
  async putOnShare(
    @ValidParam('remote', 'remote', NOT_A_REMOTE) remote: RemoteName,
    @ValidBody(releaseCandidateBody) dto: RequestOf<typeof releaseCandidateBody>,
    @CurrentUser() user: User,
  ) {
    return ok(await this.releases.putOnShare(remote, dto, user));
  }

  @Patch('admin/releases/:remote/share')
  @ApiBearerAuth()
  @MinRole('ADMIN')
  @ApiOperation({ summary: 'Changes the share of the release on a share' })
  @ApiEnvelope(null)
  @ApiErrors(400, 401, 403, 404, 409)
  async setShare(
    @ValidParam('remote', 'remote', NOT_A_REMOTE) remote: RemoteName,
    @ValidBody(releaseShareBody) dto: RequestOf<typeof releaseShareBody>,
    @CurrentUser() user: User,
  ) {
    return ok(await this.releases.setShare(remote, dto.share, user));
  }

  @Post('admin/releases/:remote/promote')
  @HttpCode(200)
  @ApiBearerAuth()
  @MinRole('ADMIN')
  @ApiOperation({ summary: 'Gives everyone the release on a share' })
  @ApiEnvelope(null)
  @ApiErrors(401, 403, 404, 409)
  async promote(@ValidParam('remote', 'remote', NOT_A_REMOTE) remote: RemoteName, @CurrentUser() user: User) {
    return ok(await this.releases.promote(remote, user));
  }

  @Post('admin/releases/:remote/reset')
  @HttpCode(200)
  @ApiBearerAuth()
  @MinRole('ADMIN')
  @ApiOperation({ summary: 'Forgets the promoted release: remotes.json says again what everyone has' })
  @ApiEnvelope(null)
  @ApiErrors(401, 403, 404, 409)
  async reset(@ValidParam('remote', 'remote', NOT_A_REMOTE) remote: RemoteName, @CurrentUser() user: User) {
    return ok(await this.releases.reset(remote, user));
  }

  @Post('admin/releases/:remote/rollback')
  @HttpCode(200)
  @ApiBearerAuth()
  @MinRole('ADMIN')
  @ApiOperation({ summary: 'Takes the release on a share away from everyone (0 %)' })
  @ApiEnvelope(null)
  @ApiErrors(401, 403, 404, 409)
  async rollBack(@ValidParam('remote', 'remote', NOT_A_REMOTE) remote: RemoteName, @CurrentUser() user: User) {
    return ok(await this.releases.rollBack(remote, user));
  }
}
