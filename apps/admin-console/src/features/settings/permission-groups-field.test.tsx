import type { PermissionGroup } from '@crewbase/domain';
import { CrewbaseThemeProvider } from '@crewbase/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PermissionGroupsField } from './permission-groups-field';

const groups: PermissionGroup[] = [
  {
    tableName: 'staff',
    permissions: [
      { id: 's-read', name: 'read', tableName: 'staff', description: 'View staff' },
      { id: 's-create', name: 'create', tableName: 'staff', description: 'Create staff' },
      { id: 's-delete', name: 'delete', tableName: 'staff', description: 'Delete staff' },
    ],
  },
  {
    tableName: 'job-title',
    permissions: [{ id: 'j-read', name: 'read', tableName: 'job-title', description: 'View job title' }],
  },
];
const adminGroup: PermissionGroup = {
  tableName: 'users',
  permissions: [{ id: 'u-read', name: 'read', tableName: 'users', description: 'View admins' }],
};

function Harness({ initial, onChange, grantable, extra = [] }: { initial: string[]; onChange: (ids: string[]) => void; grantable?: string[]; extra?: PermissionGroup[] }) {
  const [value, setValue] = useState(initial);
  return (
    <CrewbaseThemeProvider look="admin">
      <PermissionGroupsField
        groups={[...groups, ...extra]}
        value={value}
        isGrantable={grantable ? (p) => grantable.includes(p.id) : undefined}
        onChange={(ids) => {
          setValue(ids);
          onChange(ids);
        }}
      />
    </CrewbaseThemeProvider>
  );
}

describe('PermissionGroupsField', () => {
  it('shows one titled group per tableName with its actions', () => {
    render(<Harness initial={[]} onChange={vi.fn()} />);
    const staff = screen.getByRole('group', { name: 'Staff' });
    expect(within(staff).getAllByRole('checkbox').map((box) => box.getAttribute('aria-label'))).toEqual([
      'Select all Staff permissions',
      'Staff: read',
      'Staff: create',
      'Staff: delete',
    ]);
    expect(screen.getByRole('group', { name: 'Job title' })).toBeInTheDocument();
  });

  it('names the users resource "Admins", as the menu does', () => {
    render(<Harness initial={[]} onChange={vi.fn()} extra={[adminGroup]} />);
    expect(screen.getByRole('group', { name: 'Admins' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Users' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all Admins permissions' })).toBeInTheDocument();
  });

  it('marks a partly chosen group as mixed, and select all chooses the whole group only', async () => {
    const onChange = vi.fn();
    render(<Harness initial={['s-read']} onChange={onChange} />);
    const selectAll = screen.getByRole('checkbox', { name: 'Select all Staff permissions' });
    expect(selectAll).toHaveAttribute('data-indeterminate', 'true');

    await userEvent.click(selectAll);
    expect(new Set(onChange.mock.lastCall?.[0])).toEqual(new Set(['s-read', 's-create', 's-delete']));
    expect(selectAll).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Job title: read' })).not.toBeChecked();

    await userEvent.click(selectAll);
    expect(onChange.mock.lastCall?.[0]).toEqual([]);
  });

  it('toggles one permission without touching the others', async () => {
    const onChange = vi.fn();
    render(<Harness initial={['s-read', 'j-read']} onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Staff: delete' }));
    expect(new Set(onChange.mock.lastCall?.[0])).toEqual(new Set(['s-read', 'j-read', 's-delete']));
  });

  it('keeps what the editor may not grant out of reach, select all included', async () => {
    const onChange = vi.fn();
    render(<Harness initial={[]} onChange={onChange} grantable={['s-read', 's-create', 'j-read']} />);
    expect(screen.getByRole('checkbox', { name: 'Staff: delete' })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all Staff permissions' }));
    expect(new Set(onChange.mock.lastCall?.[0])).toEqual(new Set(['s-read', 's-create']));
  });
});
