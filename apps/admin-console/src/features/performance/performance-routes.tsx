// The performance screens (issue 12), under /admin/performance, each a lazy chunk behind the performance-review
// permission it needs, all inside the area's own navigation (Overview, Setup, Teams, Cycles, Reviews, Appraisals).
import type { PermissionAction } from '@crewbase/domain';
import { lazyScreen } from '@crewbase/ui';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { lazyElement } from '../../app/lazy-element';
import { paths } from '../../app/paths';
import { RequirePermission } from '../access/require-permission';
import type { Breadcrumb, RouteHandle } from '../layout/route-handle';
import { PerformanceNav } from './performance-nav';

const load = <M,>(loader: () => Promise<M>, pick: (m: M) => ComponentType) => lazyScreen(() => loader().then((m) => ({ default: pick(m) })));

const OverviewScreen = load(() => import('./performance-overview-screen'), (m) => m.PerformanceOverviewScreen);
const SetupScreen = load(() => import('./setup-screen'), (m) => m.SetupScreen);
const CreateKpiScreen = load(() => import('./kpi-form-screen'), (m) => () => <m.KpiFormScreen mode="create" />);
const KpiScreen = load(() => import('./kpi-form-screen'), (m) => () => <m.KpiFormScreen mode="edit" />);
const CreateQuestionScreen = load(() => import('./question-form-screen'), (m) => () => <m.QuestionFormScreen mode="create" />);
const QuestionScreen = load(() => import('./question-form-screen'), (m) => () => <m.QuestionFormScreen mode="edit" />);
const TeamListScreen = load(() => import('./team-list-screen'), (m) => m.TeamListScreen);
const CreateTeamScreen = load(() => import('./team-form-screen'), (m) => () => <m.TeamFormScreen mode="create" />);
const UpdateTeamScreen = load(() => import('./team-form-screen'), (m) => () => <m.TeamFormScreen mode="edit" />);
const TeamDetailScreen = load(() => import('./team-detail-screen'), (m) => m.TeamDetailScreen);
const CycleListScreen = load(() => import('./cycle-list-screen'), (m) => m.CycleListScreen);
const CreateCycleScreen = load(() => import('./cycle-create-screen'), (m) => m.CycleCreateScreen);
const CycleDetailScreen = load(() => import('./cycle-detail-screen'), (m) => m.CycleDetailScreen);
const ReviewListScreen = load(() => import('./review-list-screen'), (m) => m.ReviewListScreen);
const ReviewDetailScreen = load(() => import('./review-detail-screen'), (m) => m.ReviewDetailScreen);
const AppraisalListScreen = load(() => import('./appraisal-list-screen'), (m) => m.AppraisalListScreen);
const AppraisalDetailScreen = load(() => import('./appraisal-detail-screen'), (m) => m.AppraisalDetailScreen);
const RewardDetailScreen = load(() => import('./reward-detail-screen'), (m) => m.RewardDetailScreen);
const PenaltyDetailScreen = load(() => import('./penalty-detail-screen'), (m) => m.PenaltyDetailScreen);
const CreateRewardScreen = load(() => import('./reward-form-screen'), (m) => () => <m.RewardFormScreen mode="create" />);
const EditRewardScreen = load(() => import('./reward-form-screen'), (m) => () => <m.RewardFormScreen mode="edit" />);
const CreatePenaltyScreen = load(() => import('./penalty-form-screen'), (m) => () => <m.PenaltyFormScreen mode="create" />);
const EditPenaltyScreen = load(() => import('./penalty-form-screen'), (m) => () => <m.PenaltyFormScreen mode="edit" />);

const performance: Breadcrumb = { label: 'Performance', to: paths.performanceOverview };
const sections = {
  setup: { label: 'Setup', to: paths.performanceSetup },
  teams: { label: 'Teams', to: paths.performanceTeams },
  cycles: { label: 'Cycles', to: paths.performanceCycles },
  reviews: { label: 'Reviews', to: paths.performanceReviews },
  appraisals: { label: 'Appraisals', to: paths.performanceAppraisals },
} satisfies Record<string, Breadcrumb>;

const handle = (title: string, trail: Breadcrumb[] = []): RouteHandle => ({
  title,
  breadcrumbs: [{ label: 'Dashboard', to: paths.dashboard }, performance, ...trail, { label: title }],
});
/** A record's own page: its reference beside the title. */
const recordHandle = (title: string, trail: Breadcrumb[]): RouteHandle => ({ ...handle(title, trail), referenceParam: 'id' });

const guarded = (action: PermissionAction, what: string, Screen: ComponentType) => (
  <RequirePermission resource="performance-review" action={action} what={what}>
    {lazyElement(Screen)}
  </RequirePermission>
);

export const performanceRoutes = (): RouteObject[] => [
  { path: paths.performance, element: <Navigate to={paths.performanceOverview} replace /> },
  {
    element: <PerformanceNav />,
    children: [
      { path: paths.performanceOverview, element: guarded('read', 'performance', OverviewScreen), handle: handle('Performance Overview') },
      { path: paths.performanceSetup, element: guarded('read', 'performance setup', SetupScreen), handle: handle('Performance Setup') },
      { path: paths.performanceCreateKpi, element: guarded('create', 'new KPIs', CreateKpiScreen), handle: handle('Create KPI', [sections.setup]) },
      { path: paths.performanceKpiDetail, element: guarded('read', 'KPIs', KpiScreen), handle: recordHandle('KPI', [sections.setup]) },
      { path: paths.performanceCreateQuestion, element: guarded('create', 'new questions', CreateQuestionScreen), handle: handle('Create Question', [sections.setup]) },
      { path: paths.performanceQuestionDetail, element: guarded('read', 'questions', QuestionScreen), handle: recordHandle('Question', [sections.setup]) },
      { path: paths.performanceTeams, element: guarded('read', 'teams', TeamListScreen), handle: handle('Teams') },
      { path: paths.performanceTeamCreate, element: guarded('create', 'new teams', CreateTeamScreen), handle: handle('New Team', [sections.teams]) },
      { path: paths.performanceTeamDetail, element: guarded('read', 'teams', TeamDetailScreen), handle: recordHandle('Team', [sections.teams]) },
      { path: paths.performanceTeamUpdate, element: guarded('update', 'editing teams', UpdateTeamScreen), handle: recordHandle('Edit Team', [sections.teams]) },
      { path: paths.performanceCycles, element: guarded('read', 'review cycles', CycleListScreen), handle: handle('Review Cycles') },
      { path: paths.performanceCycleCreate, element: guarded('create', 'new review cycles', CreateCycleScreen), handle: handle('New Review Cycle', [sections.cycles]) },
      { path: paths.performanceCycleDetail, element: guarded('read', 'review cycles', CycleDetailScreen), handle: recordHandle('Review Cycle', [sections.cycles]) },
      { path: paths.performanceReviews, element: guarded('read', 'staff reviews', ReviewListScreen), handle: handle('Staff Reviews') },
      { path: paths.performanceReviewDetail, element: guarded('read', 'staff reviews', ReviewDetailScreen), handle: recordHandle('Staff Review', [sections.reviews]) },
      { path: paths.performanceAppraisals, element: guarded('read', 'appraisals', AppraisalListScreen), handle: handle('Appraisals') },
      { path: paths.performanceAppraisalDetail, element: guarded('read', 'appraisals', AppraisalDetailScreen), handle: recordHandle('Appraisal', [sections.appraisals]) },
      { path: paths.performanceRewardDetail, element: guarded('read', 'rewards', RewardDetailScreen), handle: recordHandle('Reward', [sections.appraisals]) },
      { path: paths.performanceRewardEdit, element: guarded('update', 'editing rewards', EditRewardScreen), handle: recordHandle('Edit Reward', [sections.appraisals]) },
      { path: paths.performancePenaltyDetail, element: guarded('read', 'penalties', PenaltyDetailScreen), handle: recordHandle('Penalty', [sections.appraisals]) },
      { path: paths.performancePenaltyEdit, element: guarded('update', 'editing penalties', EditPenaltyScreen), handle: recordHandle('Edit Penalty', [sections.appraisals]) },
      { path: paths.performanceCreateReward, element: guarded('create', 'new rewards', CreateRewardScreen), handle: handle('Create Reward', [sections.appraisals]) },
      { path: paths.performanceCreatePenalty, element: guarded('create', 'new penalties', CreatePenaltyScreen), handle: handle('Create Penalty', [sections.appraisals]) },
    ],
  },
];
