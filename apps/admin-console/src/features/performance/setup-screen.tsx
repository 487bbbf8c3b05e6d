// /admin/performance/setup: the KPIs (measures) and the questions reviews are made of, each a server-paged list.
// A KPI or question a running cycle uses is retired rather than deleted: launched reviews keep their own copy.
import { listQueryFromState } from '@crewbase/api-client';
import { performanceQueries, usePerformanceMutations } from '@crewbase/data-access-performance';
import type { Kpi, Question } from '@crewbase/domain';
import { type ConfirmRequest, type DataTableColumn, ListScreen, StatusChip, useConfirmedAction, useListState } from '@crewbase/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { generatePath, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { useRouteNotice } from '../../shared/use-route-notice';
import { useAdminCan } from '../access/use-can';
import { dateColumn } from '../requests/request-columns';
import { performanceProblem } from './performance-problem';
import { SectionTabs } from '../../shared/section-tabs';

const scopeText = (kpi: Kpi) => {
  const parts = [
    kpi.departments.length > 0 ? kpi.departments.map((d) => d.name).join(', ') : null,
    kpi.jobTitles.length > 0 ? kpi.jobTitles.map((j) => j.name).join(', ') : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : 'Everyone';
};

const retiredColumn = <R extends { retired: boolean }>(): DataTableColumn<R> => ({
  field: 'retired',
  headerName: 'In use',
  width: 130,
  renderCell: ({ row }) => <StatusChip status={row.retired ? 'Retired' : 'Active'} />,
});

const kpiColumns: DataTableColumn<Kpi>[] = [
  { field: 'name', headerName: 'KPI', flex: 1.4, minWidth: 200 },
  { field: 'weight', headerName: 'Weight', width: 110, align: 'right', headerAlign: 'right', valueFormatter: (value: number) => `${value}%` },
  { field: 'scope', headerName: 'Applies to', flex: 1.4, minWidth: 200, sortable: false, valueGetter: (_v, row) => scopeText(row) },
  retiredColumn<Kpi>(),
  dateColumn('createdAt', 'Created on'),
];

const questionColumns: DataTableColumn<Question>[] = [
  { field: 'text', headerName: 'Question', flex: 2, minWidth: 280 },
  { field: 'category', headerName: 'Category', flex: 0.8, minWidth: 140 },
  retiredColumn<Question>(),
  dateColumn('createdAt', 'Created on'),
];

/** Retire (or bring back) and delete, confirmed, for a KPI or a question. */
function useSetupActions(kind: 'kpi' | 'question') {
  const queryClient = useQueryClient();
  const { update, remove } = usePerformanceMutations(kind);
  const confirmed = useConfirmedAction({
    describeError: performanceProblem,
    onConflict: () => void queryClient.invalidateQueries({ queryKey: performanceQueries.all() }),
  });
  const noun = kind === 'kpi' ? 'KPI' : 'question';
  const retire = (row: { id: string; retired: boolean }, name: string): ConfirmRequest =>
    row.retired
      ? {
          title: `Bring back this ${noun}?`,
          description: `“${name}” can be added to new cycles again.`,
          confirmLabel: 'Bring back',
          doneMessage: `The ${noun} is back in use.`,
          run: () => update.mutateAsync({ id: row.id, input: { retired: false } }),
        }
      : {
          title: `Retire this ${noun}?`,
          description: `“${name}” can no longer be added to a cycle. Reviews already launched keep it as they were launched.`,
          confirmLabel: 'Retire',
          tone: 'danger',
          doneMessage: `The ${noun} is retired.`,
          run: () => update.mutateAsync({ id: row.id, input: { retired: true } }),
        };
  const del = (row: { id: string }, name: string): ConfirmRequest => ({
    title: `Delete this ${noun}?`,
    description: `“${name}” is removed for good. One that a cycle lists cannot be deleted: retire it instead.`,
    confirmLabel: 'Delete',
    tone: 'danger',
    doneMessage: `The ${noun} is deleted.`,
    run: () => remove.mutateAsync(row.id),
  });
  return { confirmed, retire, del };
}

function KpiList() {
  const navigate = useNavigate();
  const can = useAdminCan('performance-review');
  const list = useListState(useSearchParams(), { defaultSort: { field: 'name', direction: 'ASC' }, prefix: 'kpi.' });
  const kpis = useQuery(performanceQueries.kpiList(listQueryFromState(list.state)));
  const { confirmed, retire, del } = useSetupActions('kpi');
  const routeNotice = useRouteNotice();
  const open = (row: Kpi) => navigate(generatePath(paths.performanceKpiDetail, { id: row.id }));
  return (
    <ListScreen<Kpi>
      label="KPIs"
      list={list}
      query={kpis}
      columns={kpiColumns}
      search={{ field: 'name', label: 'Search KPIs by name' }}
      rowActions={(row) => [
        { label: can('update') ? 'Edit' : 'View', onClick: () => open(row) },
        { label: row.retired ? 'Bring back' : 'Retire', hidden: !can('update'), onClick: () => confirmed.ask(retire(row, row.name)) },
        { label: 'Delete', tone: 'danger', hidden: !can('delete'), onClick: () => confirmed.ask(del(row, row.name)) },
      ]}
      rowActionsLabel={(row) => `Actions for the KPI ${row.name}`}
      onRowClick={open}
      create={can('create') ? { label: 'Create KPI', to: paths.performanceCreateKpi } : undefined}
      LinkComponent={RouterLink}
      empty={{ title: 'No KPIs yet', description: 'KPIs are what an admin scores each staff member on (1 to 5), weighted within a cycle.' }}
      notice={confirmed.notice ?? routeNotice}
    >
      {confirmed.dialog}
    </ListScreen>
  );
}

function QuestionList() {
  const navigate = useNavigate();
  const can = useAdminCan('performance-review');
  const list = useListState(useSearchParams(), { defaultSort: { field: 'category', direction: 'ASC' }, prefix: 'question.' });
  const questions = useQuery(performanceQueries.questionList(listQueryFromState(list.state)));
  const { confirmed, retire, del } = useSetupActions('question');
  const routeNotice = useRouteNotice();
  const open = (row: Question) => navigate(generatePath(paths.performanceQuestionDetail, { id: row.id }));
  return (
    <ListScreen<Question>
      label="Questions"
      list={list}
      query={questions}
      columns={questionColumns}
      search={{ field: 'text', label: 'Search questions' }}
      filterFields={[{ field: 'category', label: 'Category' }]}
      rowActions={(row) => [
        { label: can('update') ? 'Edit' : 'View', onClick: () => open(row) },
        { label: row.retired ? 'Bring back' : 'Retire', hidden: !can('update'), onClick: () => confirmed.ask(retire(row, row.text)) },
        { label: 'Delete', tone: 'danger', hidden: !can('delete'), onClick: () => confirmed.ask(del(row, row.text)) },
      ]}
      rowActionsLabel={(row) => `Actions for the question ${row.text}`}
      onRowClick={open}
      create={can('create') ? { label: 'Create question', to: paths.performanceCreateQuestion } : undefined}
      LinkComponent={RouterLink}
      empty={{ title: 'No questions yet', description: 'Staff answer each question of a review from Strongly Disagree to Strongly Agree.' }}
      notice={confirmed.notice ?? routeNotice}
    >
      {confirmed.dialog}
    </ListScreen>
  );
}

export function SetupScreen() {
  return (
    <SectionTabs
      label="Performance setup sections"
      sections={[
        { id: 'kpis', label: 'KPIs', render: () => <KpiList /> },
        { id: 'questions', label: 'Questions', render: () => <QuestionList /> },
      ]}
    />
  );
}
