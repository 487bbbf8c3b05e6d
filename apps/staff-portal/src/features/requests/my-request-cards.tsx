// The person's own requests of one kind as cards, paged by the server through the URL list state: the list every
// staff request screen (leave, loans, medical assistance) shows, with its loading, error and empty states.
import type { ListResponse } from '@crewbase/domain';
import { RecordCardList, type ListStateControls, type RecordCardItem } from '@crewbase/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export interface MyRequestCardsProps<T> {
  label: string;
  list: ListStateControls;
  requests: UseQueryResult<ListResponse<T>>;
  toCard: (request: T) => RecordCardItem;
  errorTitle: string;
  emptyTitle: string;
  emptyDescription: string;
  emptyAction: ReactNode;
}

export function MyRequestCards<T>({ label, list, requests, toCard, errorTitle, emptyTitle, emptyDescription, emptyAction }: MyRequestCardsProps<T>) {
  return (
    <RecordCardList
      label={label}
      items={requests.data?.data.map(toCard)}
      loading={requests.isPending}
      error={requests.error}
      onRetry={() => void requests.refetch()}
      errorTitle={errorTitle}
      emptyTitle={emptyTitle}
      emptyDescription={emptyDescription}
      emptyAction={emptyAction}
      page={list.state.page}
      pageCount={requests.data?.pageCount ?? 1}
      onPageChange={(page) => list.tableProps.onPaginationModelChange({ page: page - 1, pageSize: list.state.limit })}
      LinkComponent={RouterLink}
    />
  );
}
