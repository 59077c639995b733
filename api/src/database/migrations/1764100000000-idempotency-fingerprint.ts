import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An idempotency key is bound to what it was first sent with: a hash of the order's body and its caller. A replay
 * with another body (or by another caller) is refused instead of answering with the first caller's order.
 */
export class IdempotencyFingerprint1764100000000 implements MigrationInterface {
  name = 'IdempotencyFingerprint1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders ADD COLUMN idempotency_fingerprint varchar(64)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders DROP COLUMN idempotency_fingerprint`);
  }
}
