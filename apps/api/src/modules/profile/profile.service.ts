// Reading and editing one's own profile, in either area.
import type { AdminProfile, StaffProfile, UpdateAdminProfileInput, UpdateStaffProfileInput } from '@crewbase/domain';
import { writeAudit } from '../../platform/audit';
import { adminActor, staffActor, type ServiceContext } from '../../platform/context';
import type { Actor } from '../../platform/accounts';
import { taken } from '../../platform/db-errors';
import { badRequest, unauthorized } from '../../platform/errors';
import { mediaKeyOf, releaseMedia } from '../system/media-access';
import { findMedia } from '../system/system.repository';
import * as repo from './profile.repository';

const AVATAR_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
const NOT_YOUR_PHOTO = 'Choose a photo you uploaded yourself (JPEG, PNG, WebP or GIF).';

/**
 * A photo is shown in an <img> across both apps, so it may only be the address of an image the person uploaded
 * (`/api/system/media/<key>`, as media-upload answers): never a script or data URL, an SVG, a tracking address or
 * someone else's file. Keeping the photo one has, or removing it (null), is always allowed.
 */
async function checkAvatar(ctx: ServiceContext, actor: Actor, avatar: string | null | undefined, current: string | null): Promise<void> {
  if (avatar === undefined || avatar === null || avatar === current) return;
  const key = mediaKeyOf(avatar);
  const file = key ? await findMedia(ctx.db, key) : null;
  if (!file || file.ownerType !== actor.area || file.ownerId !== actor.id || !AVATAR_TYPES.has(file.mimeType)) {
    throw badRequest(NOT_YOUR_PHOTO, [{ path: 'avatar', message: NOT_YOUR_PHOTO }]);
  }
}

/** Only the keys the caller sent; `undefined` means "leave as it is". */
const defined = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

const pick = (source: object, keys: string[]) => Object.fromEntries(keys.map((k) => [k, (source as Record<string, unknown>)[k]]));

/** A replaced or removed photo goes, file and row: nobody may fetch it any more (system/media-access). */
async function releaseReplacedAvatar(ctx: ServiceContext, before: string | null, after: string | null | undefined): Promise<void> {
  const key = mediaKeyOf(before);
  if (key && after !== undefined && after !== before) await releaseMedia(ctx, [key]);
}

export async function staffProfile(ctx: ServiceContext): Promise<StaffProfile> {
  const profile = await repo.findStaffProfile(ctx.db, staffActor(ctx).id);
  if (!profile) throw unauthorized();
  return profile;
}

/** The profile's values under the input's names, for the audit's "from". */
const selfServiceValues = (p: StaffProfile): Record<string, unknown> => ({
  avatar: p.avatar,
  phoneNumber: p.phoneNumber,
  address: p.address,
  nextOfKinName: p.nextOfKin.name,
  nextOfKinRelationship: p.nextOfKin.relationship,
  nextOfKinPhone: p.nextOfKin.phoneNumber,
});

const PHONE_TAKEN = 'Another staff member has this phone number.';

/**
 * Self-service changes that take effect at once: photo, phone (unique among staff), address and next of kin. Only the
 * fields sent change; the audit entry holds each one's old and new value. Bank details are a bank-detail change.
 */
export async function updateStaffProfile(ctx: ServiceContext, input: UpdateStaffProfileInput): Promise<StaffProfile> {
  const actor = staffActor(ctx);
  const before = await staffProfile(ctx);
  await checkAvatar(ctx, actor, input.avatar, before.avatar);
  const changes = defined({
    phoneNumber: input.phoneNumber,
    avatar: input.avatar,
    address: input.address,
    nextOfKinName: input.nextOfKinName,
    nextOfKinRelationship: input.nextOfKinRelationship,
    nextOfKinPhone: input.nextOfKinPhone,
  });
  if (changes.phoneNumber && changes.phoneNumber !== before.phoneNumber && (await repo.phoneTakenByOther(ctx.db, changes.phoneNumber, actor.id))) {
    throw taken('phoneNumber', PHONE_TAKEN);
  }
  await ctx.db.transaction(async (tx) => {
    await repo.updateStaff(tx, actor.id, changes);
    await writeAudit(tx, { actor, action: 'update-profile', entity: 'staff', entityId: actor.id, from: pick(selfServiceValues(before), Object.keys(changes)), to: changes });
  });
  await releaseReplacedAvatar(ctx, before.avatar, changes.avatar);
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
  await checkAvatar(ctx, actor, input.avatar, before.avatar);
  const changes = { firstName: input.firstName, lastName: input.lastName, ...defined({ phoneNumber: input.phoneNumber, avatar: input.avatar }) };
  await ctx.db.transaction(async (tx) => {
    await repo.updateAdmin(tx, actor.id, changes);
    await writeAudit(tx, { actor, action: 'update-profile', entity: 'users', entityId: actor.id, from: pick(before, Object.keys(changes)), to: changes });
  });
  await releaseReplacedAvatar(ctx, before.avatar, changes.avatar);
  return adminProfile(ctx);
}
