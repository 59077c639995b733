import { randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { DataSource } from 'typeorm';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { User } from './user.entity';

/** Creates the demo account of each role that does not exist yet; returns how many it created. */
export async function seedDemoAccounts(dataSource: DataSource): Promise<number> {
  const repo = dataSource.getRepository(User);
  let created = 0;
  for (const account of DEMO_ACCOUNTS) {
    const exists = await repo.createQueryBuilder('u').where('lower(u.email) = lower(:email)', { email: account.email }).getCount();
    if (exists) continue;
    await repo.save(
      repo.create({
        id: randomUUID(),
        name: account.name,
        email: account.email,
        phone: null,
        role: account.role,
        permissions: [],
        tokenVersion: 0,
        passwordHash: await hash(account.password),
      }),
    );
    created++;
  }
  return created;
}

/** In production, refuse to run while a demo account still has its published password. */
export async function assertNoDemoPasswords(dataSource: DataSource): Promise<void> {
  const repo = dataSource.getRepository(User);
  for (const account of DEMO_ACCOUNTS) {
    const user = await repo.createQueryBuilder('u').addSelect('u.passwordHash').where('lower(u.email) = lower(:email)', { email: account.email }).getOne();
    if (user && (await verify(user.passwordHash, account.password).catch(() => false))) {
      throw new Error(`Refusing to start in production: the demo account ${account.email} still has its demo password.`);
    }
  }
}
