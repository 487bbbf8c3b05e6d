import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render-with-theme';
import { AuditTrail } from './audit-trail';

describe('AuditTrail', () => {
  it('lists each change oldest first with who made it and the states it moved between', () => {
    renderWithTheme(
      <AuditTrail
        entries={[
          { id: 'b', action: 'Approved', actorName: 'Grace Mensah', at: '2026-03-02T14:30:00Z', fromStatus: 'PENDING', toStatus: 'APPROVED', note: 'Enjoy it' },
          { id: 'a', action: 'Requested', actorName: 'Adaeze Nwosu', at: '2026-03-01T09:12:00Z', toStatus: 'PENDING' },
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'History' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Requested');
    expect(items[0]).toHaveTextContent('Adaeze Nwosu');
    expect(items[1]).toHaveTextContent(/Approved.*from.*Pending.*to.*Approved/);
    expect(items[1]).toHaveTextContent('Grace Mensah');
    expect(items[1]).toHaveTextContent('Enjoy it');
  });

  it('says so when nothing has happened yet', () => {
    renderWithTheme(<AuditTrail entries={[]} title="Audit trail" />);
    expect(screen.getByRole('heading', { name: 'Audit trail' })).toBeInTheDocument();
    expect(screen.getByText('No changes recorded yet.')).toBeInTheDocument();
  });
});
