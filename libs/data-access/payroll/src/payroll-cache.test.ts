import { QueryClient } from '@tanstack/react-query';
import { refreshPayroll } from './payroll-cache';
import { payrollQueries } from './payroll.queries';

describe('refreshPayroll', () => {
  it('keeps the answer for the changed run and refetches the slips, the other details and the staff member’s own payslips', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const fetches: Record<string, number> = {};
    const seed = async (name: string, queryKey: readonly unknown[], data: unknown) => {
      fetches[name] = 0;
      await queryClient.fetchQuery({
        queryKey,
        queryFn: async () => {
          fetches[name] += 1;
          return data;
        },
      });
      fetches[name] = 0;
    };
    await seed('run r-1', payrollQueries.payRun('r-1').queryKey, { id: 'r-1', status: 'CALCULATED' });
    await seed('slip s-1', payrollQueries.payslip('s-1').queryKey, { id: 's-1' });
    await seed('slips', payrollQueries.payslipList({ page: 1 }).queryKey, { data: [], total: 0 });
    await seed('latest', payrollQueries.myLatest().queryKey, { payslip: null });

    await refreshPayroll(queryClient, { saved: { queryKey: payrollQueries.payRun('r-1').queryKey, data: { id: 'r-1', status: 'APPROVED' } } });

    expect(queryClient.getQueryData(payrollQueries.payRun('r-1').queryKey)).toEqual({ id: 'r-1', status: 'APPROVED' });
    expect(fetches).toEqual({ 'run r-1': 0, 'slip s-1': 1, slips: 1, latest: 1 });
  });

  it('keeps runs, slips, pages and the staff member’s own lists apart', () => {
    const keys = [
      payrollQueries.payslipList({ page: 1 }).queryKey,
      payrollQueries.payslipList({ page: 2 }).queryKey,
      payrollQueries.payRunList({ page: 1 }).queryKey,
      payrollQueries.myList({ page: 1 }).queryKey,
      payrollQueries.payslip('x').queryKey,
      payrollQueries.myPayslip('x').queryKey,
      payrollQueries.payRun('x').queryKey,
    ].map((key) => JSON.stringify(key));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
