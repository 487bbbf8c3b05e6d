// What every staff request update screen does before its form: wait for the request, say why it cannot be read,
// and refuse the change once the request's workflow no longer allows it (decided meanwhile).
import { canTake, type Workflow } from '@crewbase/domain';
import { PageSpinner } from '@crewbase/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NotChangeable } from './not-changeable';
import { RequestLoadError } from './request-load-error';

export interface RequestUpdateGateProps<S extends string, A extends string, T extends { status: S }> {
  request: UseQueryResult<T>;
  workflow: Workflow<S, A | 'update'>;
  /** As for RequestLoadError: "leave request", "loan", "medical assistance request". */
  noun: string;
  listName: string;
  detailPath: string;
  children: (data: T) => ReactNode;
}

export function RequestUpdateGate<S extends string, A extends string, T extends { status: S }>({
  request,
  workflow,
  noun,
  listName,
  detailPath,
  children,
}: RequestUpdateGateProps<S, A, T>) {
  if (request.isPending) return <PageSpinner />;
  if (request.isError) return <RequestLoadError error={request.error} noun={noun} listName={listName} onRetry={() => void request.refetch()} />;
  if (!canTake(workflow, 'update', 'staff', request.data.status)) return <NotChangeable status={request.data.status} backTo={detailPath} />;
  return <>{children(request.data)}</>;
}
