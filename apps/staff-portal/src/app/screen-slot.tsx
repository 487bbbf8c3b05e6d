// Where a lazily loaded screen renders: the centred spinner while its code loads, and a contained error
// (with Retry) if it fails to load or crashes, so the rest of the app keeps working.
import { PageSpinner, ScreenErrorBoundary } from '@crewbase/ui';
import { Suspense, type ComponentType } from 'react';
import { useLocation } from 'react-router';

export type ScreenSlotProps = {
  screen: ComponentType;
  /** The first screen of a page (no layout around it yet) centres its spinner in the whole viewport. */
  fullScreen?: boolean;
};

export function ScreenSlot({ screen: Screen, fullScreen = false }: ScreenSlotProps) {
  const { pathname } = useLocation();
  return (
    <ScreenErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageSpinner fullScreen={fullScreen} />}>
        <Screen />
      </Suspense>
    </ScreenErrorBoundary>
  );
}
