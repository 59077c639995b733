import { apiError } from '../common/api-error';
import { randomUUID } from 'node:crypto';
import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { hash, verify } from '@node-rs/argon2';
import { ILike, type Repository } from 'typeorm';
import { type UserDto } from 'shared-lib/contracts';
import { defaultPermissions, isLanguage, ROLE_RANKS, type Language, type Permission, type Role } from 'shared-lib/domain';
import { User } from './user.entity';

export function toUserDto(user: User): UserDto {
  const permissions = [...new Set([...defaultPermissions(user.role), ...(user.permissions ?? [])])] as Permission[];
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    role: user.role,
    permissions,
    createdAt: user.createdAt.toISOString(),
    language: isLanguage(user.language) ? user.language : null,
    ...(user.device ? { device: true as const } : {}),
  };
}

export interface NewUser {
  name: string;
  email: string;
  password: string;
  phone?: string | null;
  role: Role;
}

@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  findById(id: string): Promise<User | null> {
    return this.users.findOne({ where: { id } });
  }

  /** With the password hash, for sign-in only. */
  findByEmailWithHash(email: string): Promise<User | null> {
    return this.users.createQueryBuilder('u').addSelect('u.passwordHash').where('lower(u.email) = lower(:email)', { email }).getOne();
  }

  async emailTaken(email: string, exceptId?: string): Promise<boolean> {
    const q = this.users.createQueryBuilder('u').where('lower(u.email) = lower(:email)', { email });
    if (exceptId) q.andWhere('u.id <> :id', { id: exceptId });
    return (await q.getCount()) > 0;
  }

  async create(input: NewUser): Promise<User> {
    if (await this.emailTaken(input.email)) throw new ConflictException(apiError('EMAIL_TAKEN', 'email'));
    const user = this.users.create({
      id: randomUUID(),
      name: input.name,
      email: input.email.toLowerCase(),
      phone: input.phone ?? null,
      role: input.role,
      permissions: [],
      tokenVersion: 0,
      passwordHash: await hash(input.password),
    });
    try {
      return await this.users.save(user);
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw new ConflictException(apiError('EMAIL_TAKEN', 'email'));
      throw error;
    }
  }

  async verifyPassword(user: User, password: string): Promise<boolean> {
    try {
      return await verify(user.passwordHash, password);
    } catch {
      return false;
    }
  }

  async passwordHashOf(id: string): Promise<string | null> {
    const row = await this.users.createQueryBuilder('u').addSelect('u.passwordHash').where('u.id = :id', { id }).getOne();
    return row?.passwordHash ?? null;
  }

  async setPassword(id: string, password: string): Promise<number> {
    const passwordHash = await hash(password);
    await this.users.increment({ id }, 'tokenVersion', 1);
    await this.users.update({ id }, { passwordHash });
    return (await this.findById(id))!.tokenVersion;
  }

  /** A kitchen display refreshed its session: seen now (the Users page shows it). */
  async markDeviceSeen(id: string): Promise<void> {
    await this.users.query('UPDATE kitchen_devices SET last_seen_at = now() WHERE user_id = $1', [id]);
  }

  async revokeTokens(id: string): Promise<void> {
    await this.users.increment({ id }, 'tokenVersion', 1);
  }

  async updateProfile(id: string, changes: { name?: string; email?: string; phone?: string | null }): Promise<User> {
    if (changes.email && (await this.emailTaken(changes.email, id))) {
      throw new ConflictException(apiError('EMAIL_TAKEN', 'email'));
    }
    const patch: Partial<User> = {};
    if (changes.name !== undefined) patch.name = changes.name;
    if (changes.email !== undefined) patch.email = changes.email.toLowerCase();
    if (changes.phone !== undefined) patch.phone = changes.phone;
    if (Object.keys(patch).length > 0) await this.users.update({ id }, patch);
    return (await this.findById(id))!;
  }

  /** The language this person chose in the staff area: its screens and the e-mails to them follow it (null: none chosen). */
  async setLanguage(id: string, language: Language | null): Promise<User> {
    await this.users.update({ id }, { language });
    return (await this.findById(id))!;
  }

  /** The language chosen by the person who signs in with `email`, if one has an account and chose one. */
  async chosenLanguage(email: string): Promise<Language | null> {
    const user = await this.users.findOne({ where: { email: email.toLowerCase() }, select: { id: true, language: true } });
    return isLanguage(user?.language) ? user.language : null;
  }

  /**
   * The people's accounts, oldest first, a page at a time, by role and part of the name or e-mail (kitchen displays are
   * listed with their own details: auth/kitchen-devices.service.ts).
   */
  async list(filter: { role?: Role; q?: string; page: number; pageSize: number }): Promise<{ items: User[]; total: number }> {
    const base = { device: false, ...(filter.role ? { role: filter.role } : {}) };
    const like = filter.q ? `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
    const where = like
      ? [
          { ...base, name: ILike(like) },
          { ...base, email: ILike(like) },
        ]
      : base;
    const [items, total] = await this.users.findAndCount({
      where,
      order: { createdAt: 'ASC', id: 'ASC' },
      skip: (filter.page - 1) * filter.pageSize,
      take: filter.pageSize,
    });
    return { items, total };
  }

  /**
   * Role changes by an admin: never one's own role, never a user ranked at or above oneself,
   * never to a rank at or above one's own.
   */
  async changeRole(actor: User, targetId: string, role: Role): Promise<User> {
    if (actor.id === targetId) throw new ForbiddenException(apiError('OWN_ROLE'));
    const target = await this.findById(targetId);
    if (!target || target.device) throw new NotFoundException(apiError('USER_NOT_FOUND'));
    if (ROLE_RANKS[target.role] >= ROLE_RANKS[actor.role]) throw new ForbiddenException(apiError('USER_ABOVE_OWN'));
    if (ROLE_RANKS[role] >= ROLE_RANKS[actor.role]) throw new ForbiddenException(apiError('ROLE_ABOVE_OWN'));
    await this.users.update({ id: targetId }, { role });
    return (await this.findById(targetId))!;
  }

  async count(): Promise<number> {
    return this.users.count();
  }
}
