// Records as the performance endpoints answer them, parsed with the contract's schemas, for the screens' tests.
import {
  adminReviewDetailSchema,
  cycleDetailSchema,
  performanceMetricsSchema,
  rewardSchema,
  type AdminReviewDetail,
  type CycleDetail,
  type JobStatus,
  type PerformanceMetrics,
  type Reward,
} from '@crewbase/domain';

export const STAFF = { id: '8d1c6a36-3f4e-4a57-9d0e-1f2a3b4c5d6e', staffId: 'STF-0001', fullName: 'Adaeze Nwosu' };
export const CYCLE_ID = '5b0f2d5e-1c2a-4d3b-9e8f-7a6b5c4d3e2f';
export const REVIEW_ID = '0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
export const KPI_IDS = ['1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e'] as const;

export const reviewDetail = (overrides: Partial<AdminReviewDetail> = {}): AdminReviewDetail =>
  adminReviewDetailSchema.parse({
    id: REVIEW_ID,
    staff: STAFF,
    staffFullName: STAFF.fullName,
    departmentName: 'Operations',
    jobTitleName: 'Shift Supervisor',
    cycle: { id: CYCLE_ID, name: 'Q4 2026 review', frequency: 'quarterly', dueDate: '2026-11-02' },
    status: 'Pending_Approval',
    overallRating: 4,
    formulaVersion: 1,
    dueBy: '2026-11-16',
    overdue: false,
    submittedAt: '2026-11-10T10:00:00.000Z',
    completedAt: null,
    createdAt: '2026-11-02T08:00:00.000Z',
    updatedAt: '2026-11-10T10:00:00.000Z',
    answers: [{ questionId: 'q-1', text: 'I finish my tasks on time.', category: 'Delivery', rating: 4 }],
    selfAssessmentComment: 'A good quarter.',
    kpis: [
      { kpiId: KPI_IDS[0], name: 'Punctuality', description: 'Arrives on time for every shift.', weight: 60, score: null, comment: null },
      { kpiId: KPI_IDS[1], name: 'Safety', description: null, weight: 40, score: null, comment: null },
    ],
    kpiMean: null,
    selfAssessmentMean: 4,
    denyReason: null,
    appraisalId: null,
    history: [],
    reviewer: null,
    privateNote: null,
    ...overrides,
  });

export const cycleDetail = (overrides: Partial<CycleDetail> = {}): CycleDetail =>
  cycleDetailSchema.parse({
    id: CYCLE_ID,
    name: 'Q4 2026 review',
    department: null,
    frequency: 'quarterly',
    dueDate: '2026-11-02',
    daysAllowed: 14,
    closesOn: '2026-11-16',
    status: 'Not_Started',
    kpiWeightTotal: 100,
    reviewCount: 0,
    launchedAt: null,
    completedAt: null,
    createdAt: '2026-10-20T08:00:00.000Z',
    updatedAt: '2026-10-20T08:00:00.000Z',
    kpis: [
      { id: KPI_IDS[0], name: 'Punctuality', weight: 60, retired: false },
      { id: KPI_IDS[1], name: 'Safety', weight: 40, retired: false },
    ],
    questions: [{ id: 'q-1', text: 'I finish my tasks on time.', category: 'Delivery', retired: false }],
    reviewsByStatus: { Not_Started: 0, In_Progress: 0, Pending_Approval: 0, Completed: 0 },
    launchJobId: null,
    history: [],
    ...overrides,
  });

export const launchJob = (overrides: Partial<JobStatus> = {}): JobStatus => ({
  id: 'job-1',
  name: 'performance-cycle-launch',
  state: 'running',
  attempts: 1,
  maxAttempts: 3,
  progress: { done: 120, total: 480, message: 'Creating reviews' },
  result: null,
  error: null,
  queuedAt: '2026-11-02T08:00:00.000Z',
  startedAt: '2026-11-02T08:00:01.000Z',
  finishedAt: null,
  runsAfter: null,
  ...overrides,
});

const buckets = (counts: number[]) =>
  counts.map((count, index) => ({ rating: index + 1, label: ['Strongly Disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly Agree'][index], count }));

export const metrics = (overrides: Partial<PerformanceMetrics> = {}): PerformanceMetrics =>
  performanceMetricsSchema.parse({
    cyclesInProgress: 2,
    reviewsByStatus: { Not_Started: 4, In_Progress: 3, Pending_Approval: 2, Completed: 11 },
    completionByDepartment: [{ departmentId: 'd-1', departmentName: 'Operations', total: 12, completed: 9, completionRate: 0.75 }],
    averageRating: 3.4,
    ratingDistribution: buckets([0, 1, 4, 5, 1]),
    waitingApproval: 2,
    calibration: {
      byDepartment: [{ id: 'd-1', name: 'Operations', reviewCount: 9, averageRating: 3.5, distribution: buckets([0, 1, 3, 4, 1]) }],
      byReviewer: [
        { id: 'a-1', name: 'Grace Mensah', reviewCount: 6, averageRating: 4.1, distribution: buckets([0, 0, 1, 3, 2]) },
        { id: 'a-2', name: 'Tunde Balogun', reviewCount: 5, averageRating: 2.6, distribution: buckets([0, 2, 3, 0, 0]) },
      ],
    },
    ...overrides,
  });

export const reward = (overrides: Partial<Reward> = {}): Reward =>
  rewardSchema.parse({
    id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
    kind: 'Award Bonus',
    recipientType: 'Staff',
    staff: STAFF,
    customerName: null,
    rewardAmount: '25000.00',
    date: '2026-11-20',
    reason: 'Best supervisor of the quarter',
    appraisalId: null,
    payRunId: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  });
