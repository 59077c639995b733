import { createHash, randomBytes } from 'node:crypto';
import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { bakuDate, DEFAULT_LANGUAGE, formatBakuDate, formatBakuTime, isLanguage, type Language } from 'shared-lib/domain';
import { apiError } from '../common/api-error';
import { returnedRows } from '../common/returned-rows';
import { type AppConfigType, appConfig } from '../config/app-config';
import { composeMail, mailT } from '../mail/mail-texts';
import { MailerService } from '../mail/mailer.service';
import { siteAddress } from '../mail/site-address';
import { UsersService } from '../users/users.service';
import type { User } from '../users/user.entity';

/** A new e-mail's confirmation link works this long. */
export const EMAIL_CHANGE_HOURS = 24;
/** A password reset link works this long, once. */
export const PASSWORD_RESET_MINUTES = 30;
/** At most one reset e-mail to an address this often (the answer is the same either way). */
const PASSWORD_RESET_GAP_SECONDS = 60;

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const addressKey = (email: string) => createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 32);

/**
 * The account e-mails that keep addresses private: a new sign-in e-mail applies only once the link sent to it is opened
 * (the answer to the request is the same whether the address is free or not), and the owner of an address is told
 * when someone tries to register with it or move another account onto it (at most one such notice a day).
 */
@Injectable()
export class AccountMailService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(appConfig.KEY) private readonly config: AppConfigType,
    private readonly mailer: MailerService,
    private readonly users: UsersService,
  ) {}

  /** Sends the confirmation link to a free address, or a notice to the owner of a taken one. */
  async requestEmailChange(user: User, newEmail: string, pageLanguage: Language): Promise<void> {
    const email = newEmail.toLowerCase();
    const language = mailLanguage(user, pageLanguage);
    const site = siteAddress(this.config);
    const t = mailT(language);
    if (await this.users.emailTaken(email, user.id)) {
      const mail = composeMail(language, site, { subject: t('emailTaken.subject'), paragraphs: [t('emailTaken.body')], after: [t('emailTaken.ignore')] });
      await this.mailer.enqueue({ eventKey: `email-taken:${addressKey(email)}:${bakuDate()}`, kind: 'email-taken', to: email, language, ...mail });
      return;
    }
    const token = randomBytes(24).toString('base64url');
    await this.dataSource.transaction(async (m) => {
      const [row] = (await m.query(
        `INSERT INTO email_changes (user_id, new_email, token_hash, expires_at) VALUES ($1, $2, $3, now() + make_interval(hours => $4)) RETURNING id`,
        [user.id, email, tokenHash(token), EMAIL_CHANGE_HOURS],
      )) as Array<{ id: number }>;
      const mail = composeMail(language, site, {
        subject: t('emailChange.subject'),
        paragraphs: [t('emailChange.body')],
        action: { label: t('emailChange.button'), url: `${site}/${language}/profile/confirm-email?token=${token}` },
        after: [t('emailChange.ignore')],
      });
      await this.mailer.enqueue({ eventKey: `email-change:${row!.id}`, kind: 'email-change', to: email, language, ...mail }, m);
    });
    this.mailer.kick();
  }

  /** Opens a new e-mail's link: the account signs in with that address from now on. */
  async confirmEmailChange(token: string): Promise<User> {
    const userId = await this.dataSource.transaction(async (m) => {
      const [change] = returnedRows<{ user_id: string; new_email: string }>(
        await m.query(
          `UPDATE email_changes SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id, new_email`,
          [tokenHash(token)],
        ),
      );
      if (!change) throw new NotFoundException(apiError('EMAIL_LINK_INVALID'));
      const taken = await m.query(`SELECT 1 FROM users WHERE lower(email) = $1 AND id <> $2`, [change.new_email, change.user_id]);
      if (taken.length) throw new ConflictException(apiError('EMAIL_TAKEN', 'email'));
      await m.query(`UPDATE users SET email = $2 WHERE id = $1`, [change.user_id, change.new_email]);
      // Older links of the same account are void.
      await m.query(`UPDATE email_changes SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [change.user_id]);
      return change.user_id;
    });
    return (await this.users.findById(userId))!;
  }

  /**
   * A forgotten password: a single-use link that works PASSWORD_RESET_MINUTES is e-mailed to the account's address.
   * The caller's answer is the same whether an account has this address or not (nothing to learn from it), and an
   * address gets at most one such e-mail a minute. Kitchen displays have no password to reset.
   */
  async requestPasswordReset(email: string, pageLanguage: Language): Promise<void> {
    const user = await this.users.findByEmailWithHash(email);
    if (!user || user.device) return;
    const language = mailLanguage(user, pageLanguage);
    const token = randomBytes(24).toString('base64url');
    const site = siteAddress(this.config);
    const t = mailT(language);
    await this.dataSource.transaction(async (m) => {
      const [row] = returnedRows<{ id: number }>(
        await m.query(
          `INSERT INTO password_resets (user_id, token_hash, expires_at)
           SELECT $1, $2, now() + make_interval(mins => $3)
            WHERE NOT EXISTS (SELECT 1 FROM password_resets WHERE user_id = $1 AND created_at > now() - make_interval(secs => $4))
           RETURNING id`,
          [user.id, tokenHash(token), PASSWORD_RESET_MINUTES, PASSWORD_RESET_GAP_SECONDS],
        ),
      );
      if (!row) return;
      const mail = composeMail(language, site, {
        subject: t('passwordReset.subject'),
        paragraphs: [t('passwordReset.body', { minutes: PASSWORD_RESET_MINUTES })],
        action: { label: t('passwordReset.button'), url: `${site}/${language}/reset-password?token=${token}` },
        after: [t('passwordReset.ignore')],
      });
      await this.mailer.enqueue({ eventKey: `password-reset:${row.id}`, kind: 'password-reset', to: user.email, language, ...mail }, m);
    });
    this.mailer.kick();
  }

  /**
   * Tells the owner their password was changed (on the profile or with a reset link) and that every other device was
   * signed out: if it was not them, the e-mail leads to a new password.
   */
  async tellPasswordChanged(user: User): Promise<void> {
    if (user.device) return;
    const language = mailLanguage(user, DEFAULT_LANGUAGE);
    const site = siteAddress(this.config);
    const t = mailT(language);
    const now = new Date();
    const mail = composeMail(language, site, {
      subject: t('passwordChanged.subject'),
      paragraphs: [t('passwordChanged.body', { when: `${formatBakuDate(now, language)}, ${formatBakuTime(now, language)}` })],
      action: { label: t('passwordChanged.button'), url: `${site}/${language}/forgot-password` },
      after: [t('passwordChanged.ignore')],
    });
    await this.mailer.enqueue({ eventKey: `password-changed:${user.id}:${now.getTime()}`, kind: 'password-changed', to: user.email, language, ...mail });
    this.mailer.kick();
  }

  /** The account a reset link is for, while the link is unused and has not run out (400 RESET_LINK_INVALID otherwise). */
  async passwordResetUser(token: string): Promise<User> {
    const [row] = (await this.dataSource.query(`SELECT user_id FROM password_resets WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()`, [
      tokenHash(token),
    ])) as Array<{ user_id: string }>;
    const user = row ? await this.users.findById(row.user_id) : null;
    if (!user) throw new BadRequestException(apiError('RESET_LINK_INVALID', 'token'));
    return user;
  }

  /** Uses a reset link: the link and every other one of the account are spent (false if it was spent meanwhile). */
  async spendPasswordReset(token: string, userId: string): Promise<boolean> {
    return this.dataSource.transaction(async (m) => {
      const used = returnedRows<{ id: number }>(
        await m.query(
          `UPDATE password_resets SET used_at = now() WHERE token_hash = $1 AND user_id = $2 AND used_at IS NULL AND expires_at > now() RETURNING id`,
          [tokenHash(token), userId],
        ),
      );
      if (used.length === 0) return false;
      await m.query(`UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [userId]);
      return true;
    });
  }

  /**
   * Tells an account's owner of repeated failed sign-ins (auth/sign-in-limits.ts), in the language they chose in the
   * staff area, else that of their last order or booking, else Azerbaijani, with a link to choose a new password.
   */
  async tellOwnerOfFailedSignIns(owner: User, failures: number): Promise<void> {
    const [last] = (await this.dataSource.query(
      `SELECT language FROM (SELECT language, created_at FROM orders WHERE user_id = $1 UNION ALL SELECT language, created_at FROM reservations WHERE lower(email) = lower($2)) seen
        WHERE language IS NOT NULL ORDER BY created_at DESC LIMIT 1`,
      [owner.id, owner.email],
    )) as Array<{ language: string }>;
    const language: Language = mailLanguage(owner, isLanguage(last?.language) ? last.language : DEFAULT_LANGUAGE);
    const site = siteAddress(this.config);
    const t = mailT(language);
    const mail = composeMail(language, site, {
      subject: t('failedSignIns.subject'),
      paragraphs: [t('failedSignIns.body', { count: failures })],
      action: { label: t('failedSignIns.button'), url: `${site}/${language}/forgot-password` },
      after: [t('failedSignIns.ignore')],
    });
    await this.mailer.enqueue({
      eventKey: `failed-sign-ins:${owner.id}:${new Date().toISOString().slice(0, 13)}`,
      kind: 'failed-sign-ins',
      to: owner.email,
      language,
      ...mail,
    });
  }

  /** Someone tried to register with an address that has an account: its owner hears of it (once a day at most). */
  async tellOwnerOfRegistrationAttempt(email: string, pageLanguage: Language): Promise<void> {
    const owner = await this.users.findByEmailWithHash(email);
    if (!owner) return;
    const language = mailLanguage(owner, pageLanguage);
    const site = siteAddress(this.config);
    const t = mailT(language);
    const mail = composeMail(language, site, {
      subject: t('registerExisting.subject'),
      paragraphs: [t('registerExisting.body')],
      action: { label: t('registerExisting.button'), url: `${site}/${language}/login` },
      after: [t('registerExisting.ignore')],
    });
    await this.mailer.enqueue({ eventKey: `register-existing:${owner.id}:${bakuDate()}`, kind: 'register-existing', to: owner.email, language, ...mail });
  }
}

/** The language of an e-mail to an account's owner: the one they chose in the staff area, else the one given. */
function mailLanguage(owner: User, otherwise: Language): Language {
  return isLanguage(owner.language) ? owner.language : otherwise;
}
