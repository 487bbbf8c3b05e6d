// What a performance screen shows when its review or appraisal cannot be read: "not found" (no retry: it is gone or
// not the person's) or the failure with a retry.
import { isApiError } from '@crewbase/api-client';
import { ErrorState } from '@crewbase/ui';

export interface PerformanceLoadErrorProps {
  error: Error;
  /** "review", "appraisal". */
  noun: string;
  onRetry: () => void;
}

export function PerformanceLoadError({ error, noun, onRetry }: PerformanceLoadErrorProps) {
  const missing = isApiError(error) && error.status === 404;
  return (
    <ErrorState
      title={missing ? `We could not find this ${noun}` : `We could not load this ${noun}`}
      message={missing ? 'It may have been removed. Your reviews and appraisals are listed on the Performance page.' : error.message}
      onRetry={missing ? undefined : onRetry}
    />
  );
}
