import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryGrid } from '../../testing/story-grid';
import { StatusChip } from './status-chip';

const meta = { title: 'Data display/StatusChip', component: StatusChip, args: { status: 'APPROVED' } } satisfies Meta<typeof StatusChip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const groups: Record<string, Array<string | boolean>> = {
  Staff: ['Active', 'Pending', 'Suspended', 'Resigned', 'Terminated', 'Inactive'],
  'Leave and loans': ['PENDING', 'APPROVED', 'ACTIVE', 'COMPLETED', 'REJECTED', 'DECLINED', 'CANCELLED', 'WITHDRAWN', 'DISBURSED', 'REPAYMENT_IN_PROGRESS'],
  'Payments and medical': ['DENIED', 'ISSUED', 'PAID', 'UNPAID', true, false],
  'Inventory, reviews, requisitions': ['IN_PROGRESS', 'Not_Started', 'In_Progress', 'Pending_Approval', 'Completed', 'Fulfilled', 'Denied'],
  Messages: ['Draft', 'Published', 'Scheduled'],
  "Driver's licence": ['UNVERIFIED', 'VERIFIED', 'DUE_TO_EXPIRE', 'EXPIRED'],
  Unknown: ['ON_HOLD'],
};

/** Every status in spec section 4, by area, in small and medium sizes. */
export const Catalog: Story = {
  render: () => (
    <StoryGrid
      minWidth={320}
      items={Object.entries(groups).map(([area, statuses]) => ({
        label: area,
        node: (
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            {statuses.map((status) => (
              <StatusChip key={String(status)} status={status} />
            ))}
            {statuses.slice(0, 2).map((status) => (
              <StatusChip key={`m-${String(status)}`} status={status} size="medium" />
            ))}
          </div>
        ),
      }))}
    />
  ),
};
