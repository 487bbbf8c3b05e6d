// Every background job the API runs, declared once each (platform/jobs.ts defineJob). A job not listed here cannot be
// queued: the kit refuses it, so a forgotten entry shows up the first time the job is used.
import type { AnyJobDefinition } from '../../platform/jobs';
import { notificationDigestJob, notificationMailJob } from '../../platform/notifications';
import { payRunCalculateJob } from '../payroll/payroll-calculate';
import { payslipMailJob } from '../payroll/payroll.service';
import { cycleLaunchJob } from '../performance/performance-launch.job';
import { reviewReminderJob } from '../performance/performance-reminder.job';
import { staffImportJob } from '../staff/staff-import.service';
import { licenceDigestJob, licenceReminderJob } from '../reports/licence-reminder.job';
import { mediaCleanupJob } from '../system/media-cleanup.job';

export const jobList: readonly AnyJobDefinition[] = [mediaCleanupJob, cycleLaunchJob, reviewReminderJob, payRunCalculateJob, payslipMailJob, licenceReminderJob, licenceDigestJob, notificationMailJob, notificationDigestJob, staffImportJob];
