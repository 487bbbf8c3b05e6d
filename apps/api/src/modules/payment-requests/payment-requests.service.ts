// Payment requests (admin "Requests"): vendor payments, claims, contracts and tips for staff, raised by admins.
// Decisions, disbursement, deletion and reading one go through the workflow record (payment-requests.record.ts).
import { formatNaira, fromMinorUnits, toMinorUnits, type CreatePaymentRequestInput, type ListResponse, type PaymentRequest, type PaymentRequestDetail } from '@crewbase/domain';
import { adminActor, type ServiceContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { listResource } from '../../platform/resource';
import { loadRequestRules } from '../request-settings/request-settings.service';
import { lockStaffForNewRequest } from '../requests/request-staff';
import { paymentRecord } from './payment-requests.record';
import { paymentResource } from './payment-requests.resource';

/** The payment request list (payment-requests.resource.ts). */
export const listPayments = (ctx: ServiceContext, rawQuery: string): Promise<ListResponse<PaymentRequest>> =>
  listResource(ctx, paymentResource, rawQuery, adminActor(ctx));

export const createPayment = (ctx: ServiceContext, input: CreatePaymentRequestInput): Promise<PaymentRequestDetail> =>
  paymentRecord.create(ctx, async (tx, actor) => {
    await lockStaffForNewRequest(tx, actor, input.staffId);
    const rules = await loadRequestRules(tx);
    const amountMinor = toMinorUnits(input.amount);
    if (amountMinor > rules.paymentRequestMaxMinor) {
      const message = `A payment request may be for at most ${formatNaira(fromMinorUnits(rules.paymentRequestMaxMinor))}.`;
      throw badRequest(message, [{ path: 'amount', message }]);
    }
    const amount = fromMinorUnits(amountMinor);
    return {
      values: { staffId: input.staffId, category: input.category, amount, description: input.description, createdByType: actor.area, createdById: actor.id },
      details: { category: input.category, amount },
    };
  });
