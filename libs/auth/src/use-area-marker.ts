import type { Area } from '@crewbase/domain';
import { useCallback, useSyncExternalStore } from 'react';
import { hasAreaMarker } from './has-area-marker';
import { subscribeToLogin } from './subscribe-to-login';

/** Whether the area's marker is stored; re-renders when another tab signs in or out. */
export function useAreaMarker(area: Area): boolean {
  const subscribe = useCallback((onChange: () => void) => subscribeToLogin(area, onChange), [area]);
  return useSyncExternalStore(subscribe, () => hasAreaMarker(area), () => false);
}
