import type { Area } from '@crewbase/domain';
import { readStorage, storageKeys } from './storage-keys';

/** Spec section 2: a stored marker grants the area's screens. */
export function hasAreaMarker(area: Area): boolean {
  return readStorage(storageKeys.marker(area)) === '1';
}
