// The "your payslip is ready" mail's delivery, in words.
import type { PayslipMailStatus } from '@crewbase/domain';

export const mailStatusLabels: Record<PayslipMailStatus, string> = {
  NOT_SENT: 'Not sent',
  QUEUED: 'Queued',
  SENT: 'Sent',
  FAILED: 'Failed',
};
