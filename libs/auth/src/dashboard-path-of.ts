import type { Area } from '@crewbase/domain';

/** Where a signed-in person lands when nothing else was asked for. */
export function dashboardPathOf(area: Area): `/${Area}/dashboard` {
  return `/${area}/dashboard`;
}
