// Reading and editing one's own profile, in either area.
import type { AdminProfile, StaffProfile, UpdateAdminProfileInput, UpdateStaffProfileInput } from '@crewbase/domain';
import { writeAudit } from '../../platform/audit';
import { adminActor, staffActor, type ServiceContext } from '../../platform/context';
import { unauthorized } from '../../platform/errors';
import * as repo from './profile.repository';

/** Only the keys the caller sent; `undefined` means "leave as it is". */
const defined = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

const pick = (source: object, keys: string[]) => Object.fromEntries(keys.map((k) => [k, (source as Record<string, unknown>)[k]]));

export async function staffProfile(ctx: ServiceContext): Promise<StaffProfile> {
  const profile = await repo.findStaffProfile(ctx.db, staffActor(ctx).id);
  if (!profile) throw unauthorized();
  return profile;
}

export async function updateStaffProfile(ctx: ServiceContext, input: UpdateStaffProfileInput): Promise<StaffProfile> {
  const actor = staffActor(ctx);
  const before = await staffProfile(ctx);
  const changes = defined({ phoneNumber: input.phoneNumber, avatar: input.avatar });
  await ctx.db.transaction(async (tx) => {
    await repo.updateStaff(tx, actor.id, changes);
    await writeAudit(tx, { actor, action: 'update-profile', entity: 'staff', entityId: actor.id, from: pick(before, Object.keys(changes)), to: changes });
  });
  return staffProfile(ctx);
}

export async function adminProfile(ctx: ServiceContext): Promise<AdminProfile> {
  const profile = await repo.findAdminProfile(ctx.db, adminActor(ctx).id);
  if (!profile) throw unauthorized();
  return profile;
}

export async function updateAdminProfile(ctx: ServiceContext, input: UpdateAdminProfileInput): Promise<AdminProfile> {
  const actor = adminActor(ctx);
  const before = await adminProfile(ctx);
  const changes = { firstName: input.firstName, lastName: input.lastName, ...defined({ phoneNumber: input.phoneNumber, avatar: input.avatar }) };
  await ctx.db.transaction(async (tx) => {
    await repo.updateAdmin(tx, actor.id, changes);
    await writeAudit(tx, { actor, action: 'update-profile', entity: 'users', entityId: actor.id, from: pick(before, Object.keys(changes)), to: changes });
  });
  return adminProfile(ctx);
}
