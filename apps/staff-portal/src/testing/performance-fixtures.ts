// Staff performance records as the API sends them, for the screen tests.
import type { Penalty, Review, Reward, StaffReviewDetail } from '@crewbase/domain';

export const staff = { id: '8d1c6a36-3f4e-4a57-9d0e-1f2a3b4c5d6e', staffId: 'STF-0001', fullName: 'Adaeze Nwosu' };
export const QUESTION_1 = '0b8f5a52-3c1e-4f7a-9a0c-1d2e3f4a5b61';
export const QUESTION_2 = '0b8f5a52-3c1e-4f7a-9a0c-1d2e3f4a5b62';
export const QUESTION_3 = '0b8f5a52-3c1e-4f7a-9a0c-1d2e3f4a5b63';
const stamp = '2026-11-01T09:00:00.000Z';

export const reviewRow = (id: string, overrides: Partial<Review> = {}): Review => ({
  id,
  staff,
  staffFullName: staff.fullName,
  departmentName: 'Operations',
  jobTitleName: 'Parking Attendant Supervisor',
  cycle: { id: 'c-1', name: 'Q4 2026 review', frequency: 'quarterly', dueDate: '2026-11-01' },
  status: 'Not_Started',
  overallRating: null,
  formulaVersion: 1,
  dueBy: '2026-12-15',
  overdue: false,
  submittedAt: null,
  completedAt: null,
  createdAt: stamp,
  updatedAt: stamp,
  ...overrides,
});

export const reviewDetail = (id: string, overrides: Partial<StaffReviewDetail> = {}): StaffReviewDetail => ({
  ...reviewRow(id),
  answers: [
    { questionId: QUESTION_1, text: 'I arrive on time for my shifts.', category: 'Reliability', rating: null },
    { questionId: QUESTION_2, text: 'I help colleagues when the car park is busy.', category: 'Teamwork', rating: null },
    { questionId: QUESTION_3, text: 'I explain the tariffs clearly to customers.', category: 'Teamwork', rating: null },
  ],
  selfAssessmentComment: null,
  kpis: [
    { kpiId: 'k-1', name: 'Customer satisfaction', description: 'Survey score at the exit booth', weight: 60, score: null, comment: null },
    { kpiId: 'k-2', name: 'Punctuality', description: null, weight: 40, score: null, comment: null },
  ],
  kpiMean: null,
  selfAssessmentMean: null,
  denyReason: null,
  appraisalId: null,
  history: [],
  ...overrides,
});

export const reward = (id: string, overrides: Partial<Reward> = {}): Reward => ({
  id,
  kind: 'Award Bonus',
  recipientType: 'Staff',
  staff,
  customerName: null,
  rewardAmount: '25000.00',
  date: '2026-11-20',
  reason: 'Best attendance this quarter',
  appraisalId: null,
  payRunId: null,
  createdAt: stamp,
  updatedAt: stamp,
  ...overrides,
});

export const penalty = (id: string, overrides: Partial<Penalty> = {}): Penalty => ({
  id,
  staff,
  amount: '5000.00',
  date: '2026-10-03',
  reason: 'Left the booth unattended',
  appraisalId: null,
  payRunId: null,
  createdAt: stamp,
  updatedAt: stamp,
  ...overrides,
});

export const page = <T,>(rows: T[], pageCount = rows.length ? 1 : 0) => ({ data: rows, count: rows.length, total: rows.length, page: 1, pageCount });
