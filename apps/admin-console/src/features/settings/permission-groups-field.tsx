// The role editor's permissions: one group per tableName, a checkbox per action, and "select all" per group
// (indeterminate while some are chosen). The value is the set of chosen permission ids.
import { permissionResourceLabel, type PermissionGroup } from '@crewbase/domain';
import { humanize } from '@crewbase/ui';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

export interface PermissionGroupsFieldProps {
  groups: readonly PermissionGroup[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  disabled?: boolean;
  /** Permissions the editor may hand out (the API refuses granting what one's own role lacks); default all. */
  isGrantable?: (permission: PermissionGroup['permissions'][number]) => boolean;
}

/** The group's name as the menu says it (the `users` resource is "Admins"). */
export const groupLabel = (tableName: string) => permissionResourceLabel(tableName);

export function PermissionGroupsField({ groups, value, onChange, disabled, isGrantable = () => true }: PermissionGroupsFieldProps) {
  const chosen = new Set(value);
  const set = (ids: string[], on: boolean) => {
    const next = new Set(chosen);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    onChange([...next]);
  };
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: '1fr 1fr 1fr' } }}>
      {groups.map((group) => (
        <PermissionGroupCard key={group.tableName} group={group} chosen={chosen} set={set} disabled={disabled} isGrantable={isGrantable} />
      ))}
    </Box>
  );
}

function PermissionGroupCard({
  group,
  chosen,
  set,
  disabled,
  isGrantable,
}: {
  group: PermissionGroup;
  chosen: Set<string>;
  set: (ids: string[], on: boolean) => void;
  disabled?: boolean;
  isGrantable: NonNullable<PermissionGroupsFieldProps['isGrantable']>;
}) {
  const headingId = useId();
  // "Select all" reaches only what the editor may grant; what they may not stays as it is.
  const ids = group.permissions.filter(isGrantable).map((p) => p.id);
  const count = ids.filter((id) => chosen.has(id)).length;
  const label = groupLabel(group.tableName);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="group" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {label}
      </Typography>
      <FormControlLabel
        label="Select all"
        disabled={disabled || ids.length === 0}
        control={
          <Checkbox
            checked={count === ids.length && ids.length > 0}
            indeterminate={count > 0 && count < ids.length}
            onChange={(e) => set(ids, e.target.checked)}
            slotProps={{ input: { 'aria-label': `Select all ${label} permissions` } }}
          />
        }
      />
      <FormGroup sx={{ pl: 3 }}>
        {group.permissions.map((permission) => (
          <FormControlLabel
            key={permission.id}
            disabled={disabled || !isGrantable(permission)}
            label={permission.description ?? humanize(permission.name)}
            control={
              <Checkbox
                checked={chosen.has(permission.id)}
                onChange={(e) => set([permission.id], e.target.checked)}
                slotProps={{ input: { 'aria-label': `${label}: ${permission.name}` } }}
              />
            }
          />
        ))}
      </FormGroup>
    </Paper>
  );
}
