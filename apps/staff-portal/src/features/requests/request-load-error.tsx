// What a request screen shows when its request cannot be read: "not found" (no retry; it is gone or not theirs)
// or the failure with a retry.
import { isApiError } from '@crewbase/api-client';
import { ErrorState } from '@crewbase/ui';

export interface RequestLoadErrorProps {
  error: Error;
  /** "leave request", "loan", "medical assistance request". */
  noun: string;
  /** Where the person's list of these lives, e.g. "the Leave page". */
  listName: string;
  onRetry: () => void;
}

export function RequestLoadError({ error, noun, listName, onRetry }: RequestLoadErrorProps) {
  const missing = isApiError(error) && error.status === 404;
  return (
    <ErrorState
      title={missing ? `We could not find this ${noun}` : `We could not load this ${noun}`}
      message={missing ? `It may have been removed. Your requests are listed on ${listName}.` : error.message}
      onRetry={missing ? undefined : onRetry}
    />
  );
}
