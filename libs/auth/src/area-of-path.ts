import type { Area } from '@crewbase/domain';

/** Spec section 2: the area is chosen by whether the address path contains "admin". */
export function areaOfPath(pathname: string): Area {
  return pathname.includes('admin') ? 'admin' : 'staff';
}
