// The dashboard's requests section, loaded beside the dashboard rather than before it: the greeting and details
// show at once, and the request figures arrive with their own data.
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';

const RequestTilesSection = lazy(() => import('./request-tiles-section').then((m) => ({ default: m.RequestTilesSection })));

export function RequestTiles() {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={220} sx={{ mt: 4 }} />}>
      <RequestTilesSection />
    </Suspense>
  );
}
