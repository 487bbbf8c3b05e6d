// Every request state machine, exhaustively: each (action, actor, state) is either the one allowed transition or refused.
import type { Area } from '../enums';
import { leaveStatusSchema, leaveWorkflow } from './leave';
import { loanStatusAfterPayment, loanStatusSchema, loanWorkflow } from './loan';
import { medicalAssistanceStatusSchema, medicalAssistanceWorkflow } from './medical-assistance';
import { paymentRequestStatusSchema, paymentRequestWorkflow } from './payment-requests';
import { actionNeedsNote, availableActions, canTake, transitionOf, type Workflow } from '../workflow/workflow';

const actors: Area[] = ['staff', 'admin'];

/** Expected allowed moves, written out by hand: "actor action from -> to". */
function expectExactly<S extends string, A extends string>(workflow: Workflow<S, A>, states: readonly S[], allowed: string[]) {
  const seen: string[] = [];
  for (const action of Object.keys(workflow) as A[]) {
    for (const actor of actors) {
      for (const status of states) {
        const result = transitionOf(workflow, action, actor, status);
        expect(canTake(workflow, action, actor, status)).toBe(result.ok);
        if (result.ok) seen.push(`${actor} ${action} ${status} -> ${result.to}`);
        else expect(result.message).toMatch(/cannot be/);
      }
    }
  }
  expect(seen.sort()).toEqual([...allowed].sort());
}

describe('leave workflow', () => {
  it('allows exactly the documented transitions', () => {
    expectExactly(leaveWorkflow, leaveStatusSchema.options, [
      'staff update PENDING -> PENDING',
      'staff withdraw PENDING -> WITHDRAWN',
      'staff withdraw APPROVED -> WITHDRAWN',
      'admin approve PENDING -> APPROVED',
      'admin reject PENDING -> REJECTED',
      'admin cancel APPROVED -> CANCELLED',
      'admin delete PENDING -> PENDING',
      'admin delete REJECTED -> REJECTED',
      'admin delete CANCELLED -> CANCELLED',
      'admin delete WITHDRAWN -> WITHDRAWN',
    ]);
  });

  it('offers nothing once leave has started or ended, and only delete once it closed without effect', () => {
    for (const status of ['ACTIVE', 'COMPLETED'] as const) {
      expect(availableActions(leaveWorkflow, 'staff', status)).toEqual([]);
      expect(availableActions(leaveWorkflow, 'admin', status)).toEqual([]);
    }
    for (const status of ['REJECTED', 'CANCELLED', 'WITHDRAWN'] as const) {
      expect(availableActions(leaveWorkflow, 'staff', status)).toEqual([]);
      expect(availableActions(leaveWorkflow, 'admin', status)).toEqual(['delete']);
    }
    expect(availableActions(leaveWorkflow, 'admin', 'APPROVED')).toEqual(['cancel']);
    expect(availableActions(leaveWorkflow, 'admin', 'PENDING')).toEqual(['approve', 'reject', 'delete']);
    expect(availableActions(leaveWorkflow, 'staff', 'PENDING')).toEqual(['update', 'withdraw']);
  });

  it('says why a move is refused', () => {
    expect(transitionOf(leaveWorkflow, 'approve', 'admin', 'REJECTED', 'leave request')).toEqual({
      ok: false,
      message: 'This leave request is rejected, so it cannot be approved (only when pending).',
    });
    expect(transitionOf(leaveWorkflow, 'approve', 'staff', 'PENDING', 'leave request')).toEqual({ ok: false, message: 'A leave request cannot be approved by a staff member.' });
  });
});

describe('loan workflow', () => {
  it('allows exactly the documented transitions', () => {
    expectExactly(loanWorkflow, loanStatusSchema.options, [
      'staff update PENDING -> PENDING',
      'staff withdraw PENDING -> WITHDRAWN',
      'admin approve PENDING -> APPROVED',
      'admin decline PENDING -> DECLINED',
      'admin disburse APPROVED -> DISBURSED',
      'admin setInstallmentPaid DISBURSED -> DISBURSED',
      'admin setInstallmentPaid REPAYMENT_IN_PROGRESS -> REPAYMENT_IN_PROGRESS',
      'admin delete PENDING -> PENDING',
      'admin delete APPROVED -> APPROVED',
      'admin delete DECLINED -> DECLINED',
      'admin delete WITHDRAWN -> WITHDRAWN',
    ]);
  });

  it('says why money that moved cannot be deleted', () => {
    expect(transitionOf(loanWorkflow, 'delete', 'admin', 'REPAYMENT_IN_PROGRESS', 'loan request')).toEqual({
      ok: false,
      message: 'A loan being repaid cannot be deleted: its payments are part of the money record.',
    });
    expect(transitionOf(loanWorkflow, 'delete', 'admin', 'DISBURSED')).toMatchObject({ ok: false, message: expect.stringMatching(/owed back/) });
    expect(transitionOf(leaveWorkflow, 'delete', 'admin', 'COMPLETED')).toMatchObject({ ok: false, message: expect.stringMatching(/absence record/) });
    expect(transitionOf(leaveWorkflow, 'delete', 'admin', 'APPROVED')).toMatchObject({ ok: false, message: expect.stringMatching(/cancel it first/) });
    // Staff never delete: the actor message, not the state's.
    expect(transitionOf(loanWorkflow, 'delete', 'staff', 'PENDING', 'loan request')).toEqual({ ok: false, message: 'A loan request cannot be deleted by a staff member.' });
  });

  it('moves to repayment with the first payment and completes with the last', () => {
    expect(loanStatusAfterPayment(0, 3)).toBe('DISBURSED');
    expect(loanStatusAfterPayment(1, 3)).toBe('REPAYMENT_IN_PROGRESS');
    expect(loanStatusAfterPayment(2, 3)).toBe('REPAYMENT_IN_PROGRESS');
    expect(loanStatusAfterPayment(3, 3)).toBe('COMPLETED');
    expect(loanStatusAfterPayment(1, 1)).toBe('COMPLETED');
  });
});

describe('medical assistance and payment request workflows', () => {
  it('medical: staff withdraw their own pending request; admins approve, decline and disburse', () => {
    expectExactly(medicalAssistanceWorkflow, medicalAssistanceStatusSchema.options, [
      'staff update PENDING -> PENDING',
      'staff withdraw PENDING -> WITHDRAWN',
      'admin approve PENDING -> APPROVED',
      'admin decline PENDING -> DENIED',
      'admin disburse APPROVED -> ISSUED',
      'admin delete PENDING -> PENDING',
      'admin delete APPROVED -> APPROVED',
      'admin delete DENIED -> DENIED',
      'admin delete WITHDRAWN -> WITHDRAWN',
    ]);
    expect(transitionOf(medicalAssistanceWorkflow, 'delete', 'admin', 'ISSUED')).toMatchObject({ ok: false, message: expect.stringMatching(/disbursed/) });
  });

  it('payment requests: admins only, no withdrawal', () => {
    expectExactly(paymentRequestWorkflow, paymentRequestStatusSchema.options, [
      'admin approve PENDING -> APPROVED',
      'admin deny PENDING -> DENIED',
      'admin disburse APPROVED -> ISSUED',
      'admin delete PENDING -> PENDING',
      'admin delete APPROVED -> APPROVED',
      'admin delete DENIED -> DENIED',
    ]);
    expect(availableActions(paymentRequestWorkflow, 'staff', 'PENDING')).toEqual([]);
    expect(availableActions(paymentRequestWorkflow, 'admin', 'ISSUED')).toEqual([]);
  });
});

describe('which decisions must say why', () => {
  const needingNotes = <S extends string, A extends string>(workflow: Workflow<S, A>) => (Object.keys(workflow) as A[]).filter((a) => actionNeedsNote(workflow, a));

  it('asks a note of every refusal and of cancelling approved leave, and of nothing else', () => {
    expect(needingNotes(leaveWorkflow)).toEqual(['reject', 'cancel']);
    expect(needingNotes(loanWorkflow)).toEqual(['decline']);
    expect(needingNotes(medicalAssistanceWorkflow)).toEqual(['decline']);
    expect(needingNotes(paymentRequestWorkflow)).toEqual(['deny']);
  });
});
