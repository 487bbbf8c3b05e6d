// The stock ledger: the only code that changes an item's stock. Each change is one conditional UPDATE of the item's
// balance (never below zero: a request for more than is left finds no row and is refused with 409 naming the item and
// what is left) and one movement row with the balance after it, in the caller's transaction.
import type { MovementKind } from '@crewbase/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { stockItems, stockMovements } from '../../db/schema';
import { conflict, notFound } from '../../platform/errors';

export interface Movement {
  stockItemId: string;
  kind: MovementKind;
  /** Signed change of the store's stock. */
  quantity: number;
  /** Units concerned; defaults to |quantity| (a LOSS names the units lost with a 0 quantity). */
  unitsAffected?: number;
  reason?: string | null;
  locationId?: string | null;
  procurementId?: string | null;
  issuanceId?: string | null;
  requisitionId?: string | null;
  reversesId?: string | null;
  actorId?: string | null;
}

/** "12 boxes", "1 piece". */
const units = (n: number, unit: string) => `${n} ${n === 1 || unit.endsWith('s') ? unit : `${unit}s`}`;

/** Moves stock and records the movement; answers the movement's id and the balance after it. */
export async function move(db: Db, movement: Movement): Promise<{ id: string; balanceAfter: number }> {
  const { stockItemId, quantity } = movement;
  const [updated] = await db
    .update(stockItems)
    .set({ availableStock: sql`${stockItems.availableStock} + ${quantity}` })
    .where(and(eq(stockItems.id, stockItemId), quantity < 0 ? sql`${stockItems.availableStock} >= ${-quantity}` : undefined))
    .returning({ availableStock: stockItems.availableStock });
  if (!updated) {
    const [item] = await db.select({ name: stockItems.name, unit: stockItems.unit, availableStock: stockItems.availableStock }).from(stockItems).where(eq(stockItems.id, stockItemId));
    if (!item) throw notFound('That stock item does not exist.');
    throw conflict(
      `Not enough ${item.name} in stock: ${units(item.availableStock, item.unit)} left, ${units(-quantity, item.unit)} asked for.`,
    );
  }
  const [row] = await db
    .insert(stockMovements)
    .values({
      stockItemId,
      kind: movement.kind,
      quantity,
      unitsAffected: movement.unitsAffected ?? Math.abs(quantity),
      balanceAfter: updated.availableStock,
      reason: movement.reason ?? null,
      locationId: movement.locationId ?? null,
      procurementId: movement.procurementId ?? null,
      issuanceId: movement.issuanceId ?? null,
      requisitionId: movement.requisitionId ?? null,
      reversesId: movement.reversesId ?? null,
      createdById: movement.actorId ?? null,
    })
    .returning({ id: stockMovements.id });
  return { id: row.id, balanceAfter: updated.availableStock };
}
