import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render-with-theme';
import { createCrewbaseTheme } from '../../theme/create-crewbase-theme';
import { StatusChip } from './status-chip';

// Every status in spec section 4, with the words and tone a person should see.
const specStatuses: Array<[string | boolean, string, string]> = [
  ['Active', 'Active', 'success'],
  ['Pending', 'Pending', 'warning'],
  ['Suspended', 'Suspended', 'danger'],
  ['Resigned', 'Resigned', 'neutral'],
  ['Terminated', 'Terminated', 'danger'],
  ['Inactive', 'Inactive', 'neutral'],
  ['REJECTED', 'Rejected', 'danger'],
  ['DECLINED', 'Declined', 'danger'],
  ['APPROVED', 'Approved', 'success'],
  ['COMPLETED', 'Completed', 'brand'],
  ['ACTIVE', 'Active', 'success'],
  ['CANCELLED', 'Cancelled', 'neutral'],
  ['WITHDRAWN', 'Withdrawn', 'neutral'],
  ['PENDING', 'Pending', 'warning'],
  ['DISBURSED', 'Disbursed', 'info'],
  ['Disbursed', 'Disbursed', 'info'],
  ['REPAYMENT_IN_PROGRESS', 'Repayment in progress', 'info'],
  ['Repayment_In_Progress', 'Repayment in progress', 'info'],
  ['DENIED', 'Denied', 'danger'],
  ['ISSUED', 'Issued', 'brand'],
  ['PAID', 'Paid', 'success'],
  ['UNPAID', 'Unpaid', 'warning'],
  ['IN_PROGRESS', 'In progress', 'info'],
  ['Completed', 'Completed', 'brand'],
  ['Not_Started', 'Not started', 'neutral'],
  ['In_Progress', 'In progress', 'info'],
  ['Pending_Approval', 'Pending approval', 'warning'],
  ['Fulfilled', 'Fulfilled', 'success'],
  ['Denied', 'Denied', 'danger'],
  ['Draft', 'Draft', 'neutral'],
  ['Published', 'Published', 'success'],
  ['Scheduled', 'Scheduled', 'info'],
  ['UNVERIFIED', 'Unverified', 'warning'],
  ['DUE_TO_EXPIRE', 'Due to expire', 'warning'],
  ['EXPIRED', 'Expired', 'danger'],
  ['VERIFIED', 'Verified', 'success'],
  [true, 'Yes', 'success'],
  [false, 'No', 'neutral'],
  ['true', 'Yes', 'success'],
  ['false', 'No', 'neutral'],
];

describe('StatusChip', () => {
  it.each(specStatuses)('shows %s as "%s" in its own colour', (status, label, tone) => {
    renderWithTheme(<StatusChip status={status} />);
    const chip = screen.getByText(label).closest('.MuiChip-root') as HTMLElement;
    expect(chip).toHaveAttribute('data-tone', tone);
    const colours = createCrewbaseTheme('staff', 'light').crewbase.statusTones[tone as 'success'];
    expect(chip).toHaveStyle({ backgroundColor: colours.background, color: colours.text });
  });

  it('gives an unknown status a neutral chip with readable words', () => {
    renderWithTheme(<StatusChip status="ON_HOLD_FOR_REVIEW" />);
    const chip = screen.getByText('On hold for review').closest('.MuiChip-root') as HTMLElement;
    expect(chip).toHaveAttribute('data-tone', 'unknown');
    const neutral = createCrewbaseTheme('staff', 'light').crewbase.statusTones.neutral;
    expect(chip).toHaveStyle({ backgroundColor: neutral.background });
  });

  it('uses the given words when told, keeping the status colour', () => {
    renderWithTheme(<StatusChip status={true} label="Submitted" />);
    expect(screen.getByText('Submitted').closest('.MuiChip-root')).toHaveAttribute('data-tone', 'success');
  });
});
