import type { DbOrTx } from '../db/client';
import { auditLog } from '../db/schema';

export interface Actor {
  userId?: number | null;
  email?: string;
  ip?: string;
}

/** Records one state change; call it inside the transaction that makes the change. */
export async function audit(
  tx: DbOrTx,
  actor: Actor,
  action: string,
  entity: string,
  entityId: string | number,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await tx.insert(auditLog).values({
    actorUserId: actor.userId ?? null,
    actorEmail: actor.email ?? '',
    ip: actor.ip ?? '',
    action,
    entity,
    entityId: String(entityId),
    detail,
  });
}
