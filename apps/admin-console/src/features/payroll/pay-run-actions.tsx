// What can be done to a pay run, as its state and the role allow (payRunWorkflow decides): Calculate (Recalculate once
// calculated), Approve (locks it; a refusal names each account failing the NUBAN check), Mark run as paid with a
// payment reference, Delete before approval. Each asks first and says what happened.
import { usePayRunActions } from '@crewbase/data-access-payroll';
import { payRunWorkflow, type PayRunDetail } from '@crewbase/domain';
import { type ConfirmedActionControls, formatMoney, formatMonth } from '@crewbase/ui';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import type { AdminCan } from '../access/use-can';
import { adminMay } from '../requests/offered-decisions';
import { paymentReferenceNote } from './payroll-problem';

export interface PayRunActionsProps {
  run: PayRunDetail;
  can: AdminCan;
  confirmed: ConfirmedActionControls;
}

export function PayRunActions({ run, can, confirmed }: PayRunActionsProps) {
  const navigate = useNavigate();
  const actions = usePayRunActions();
  const month = formatMonth(run.month);
  const mayApprove = can('approve');
  const offered = {
    calculate: mayApprove && adminMay(payRunWorkflow, 'calculate', run.status),
    approve: mayApprove && adminMay(payRunWorkflow, 'approve', run.status),
    markPaid: mayApprove && adminMay(payRunWorkflow, 'markPaid', run.status),
    delete: can('delete') && adminMay(payRunWorkflow, 'delete', run.status),
  };
  const none = !Object.values(offered).some(Boolean);

  return (
    <Card variant="outlined" component="section" aria-labelledby="pay-run-actions-heading">
      <CardContent>
        <Typography id="pay-run-actions-heading" variant="h6" component="h2" sx={{ mb: 1.5 }}>
          Actions
        </Typography>
        {none ? (
          <Typography color="text.secondary">
            {run.status === 'PAID' ? 'This pay run is paid: nothing in it changes. A correction is an adjustment in a later run.' : run.status === 'APPROVED' && !mayApprove ? 'This pay run is approved and locked.' : 'Your role may not change pay runs.'}
          </Typography>
        ) : (
          <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            {offered.calculate && (
              <Button
                variant="adminPrimary"
                onClick={() =>
                  confirmed.ask({
                    title: run.status === 'DRAFT' ? 'Calculate this pay run?' : 'Recalculate this pay run?',
                    description:
                      run.status === 'DRAFT'
                        ? `A payslip is made for each staff member it covers for ${month}, from their shifts, leave, rewards, penalties and loan installments. Anyone who cannot be paid is listed with the reason.`
                        : `Every payslip is made again from the current inputs. The same inputs give the same payslips.`,
                    confirmLabel: run.status === 'DRAFT' ? 'Calculate' : 'Recalculate',
                    doneMessage: 'Calculation started. Its progress shows below.',
                    run: () => actions.calculate.mutateAsync(run.id),
                  })
                }
              >
                {run.status === 'DRAFT' ? 'Calculate' : 'Recalculate'}
              </Button>
            )}
            {offered.approve && (
              <Button
                variant="adminPrimary"
                onClick={() =>
                  confirmed.ask({
                    title: 'Approve this pay run?',
                    description: `The pay run for ${month} (${formatMoney(run.totalPay)} over ${run.slipCount} payslips) is locked: nothing in it changes afterwards. Every bank account is checked first.`,
                    confirmLabel: 'Approve',
                    doneMessage: 'Pay run approved and locked.',
                    run: () => actions.approve.mutateAsync(run.id),
                  })
                }
              >
                Approve
              </Button>
            )}
            {offered.markPaid && (
              <Button
                variant="adminPrimary"
                onClick={() =>
                  confirmed.ask({
                    title: 'Mark this pay run as paid?',
                    description: `Every unpaid payslip of ${month} is recorded as paid with this reference; the loan installments they deducted are set to paid, and each person is mailed that their payslip is ready.`,
                    confirmLabel: 'Mark run as paid',
                    note: paymentReferenceNote,
                    doneMessage: 'Pay run marked as paid. Payslip mails are on their way.',
                    run: (paymentReference) => actions.markPaid.mutateAsync({ id: run.id, paymentReference: paymentReference ?? '' }),
                  })
                }
              >
                Mark run as paid
              </Button>
            )}
            {offered.delete && (
              <Button
                variant="danger"
                onClick={() =>
                  confirmed.ask({
                    title: 'Delete this pay run?',
                    description: `The pay run for ${month} and its payslips are removed; what it counted is released.`,
                    confirmLabel: 'Delete',
                    tone: 'danger',
                    run: () => actions.remove.mutateAsync(run.id),
                    onDone: () => navigate(paths.payroll, { replace: true, state: { notice: 'Pay run deleted.' } }),
                  })
                }
              >
                Delete pay run
              </Button>
            )}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
