import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryGrid } from '../../testing/story-grid';
import { AuditTrail, type AuditTrailEntry } from './audit-trail';

const entries: AuditTrailEntry[] = [
  { id: '1', action: 'Requested', actorName: 'Adaeze Nwosu', at: '2026-03-01T09:12:00Z', toStatus: 'PENDING' },
  { id: '2', action: 'Approved', actorName: 'Grace Mensah', at: '2026-03-02T14:30:00Z', fromStatus: 'PENDING', toStatus: 'APPROVED', note: 'Approved ₦120,000 over 6 months.' },
  { id: '3', action: 'Disbursed', actorName: 'Grace Mensah', at: '2026-03-03T10:00:00Z', fromStatus: 'APPROVED', toStatus: 'DISBURSED' },
  { id: '4', action: 'Installment 1 paid', actorName: null, at: '2026-04-01T08:00:00Z', fromStatus: 'DISBURSED', toStatus: 'REPAYMENT_IN_PROGRESS' },
];

const meta = {
  title: 'Data display/AuditTrail',
  component: AuditTrail,
  args: { entries },
} satisfies Meta<typeof AuditTrail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Catalog: Story = {
  render: () => (
    <StoryGrid
      minWidth={360}
      items={[
        { label: 'a loan from request to repayment', node: <AuditTrail entries={entries} /> },
        { label: 'just requested', node: <AuditTrail entries={entries.slice(0, 1)} title="Audit trail" /> },
        { label: 'nothing recorded', node: <AuditTrail entries={[]} /> },
      ]}
    />
  ),
};
