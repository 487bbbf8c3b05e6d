import type { Area } from '@crewbase/domain';

export function loginPathOf(area: Area): `/${Area}/auth/login` {
  return `/${area}/auth/login`;
}
