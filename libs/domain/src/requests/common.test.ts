import { newRequestStaffProblem } from './common';

describe('who an admin may add a request for', () => {
  it('takes Active and Suspended staff and names the status of anyone else', () => {
    expect(newRequestStaffProblem('Active')).toBeNull();
    expect(newRequestStaffProblem('Suspended')).toBeNull();
    expect(newRequestStaffProblem('Resigned')).toBe('Requests can only be added for Active or Suspended staff; this person is Resigned.');
    expect(newRequestStaffProblem('Terminated')).toMatch(/Terminated/);
    expect(newRequestStaffProblem('Pending')).toMatch(/Pending/);
  });
});
