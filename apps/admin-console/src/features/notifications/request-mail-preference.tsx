// The admin's choice for requests arriving that they may decide: a mail for each, or one daily digest. The bell
// shows each arrival either way.
import { NOTIFICATION_DIGEST_HOUR_UTC, type RequestMailPreference } from '@crewbase/domain';
import { notificationQueries, useUpdateNotificationPreferences } from '@crewbase/data-access-notifications';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import type { ConfirmOutcome } from '@crewbase/ui';

const choices: Array<{ value: RequestMailPreference; label: string; done: string }> = [
  { value: 'immediate', label: 'A mail for each request as it arrives', done: 'You will get a mail for each request as it arrives.' },
  {
    value: 'digest',
    label: `One daily digest (at ${String(NOTIFICATION_DIGEST_HOUR_UTC).padStart(2, '0')}:00 UTC)`,
    done: 'You will get one mail a day listing the requests that arrived.',
  },
];

export function RequestMailPreferenceField({ onOutcome }: { onOutcome: (outcome: ConfirmOutcome) => void }) {
  const preferences = useQuery(notificationQueries.preferences());
  const update = useUpdateNotificationPreferences();
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <FormControl disabled={update.isPending}>
        <FormLabel id="request-mail-label">Mail me about new requests I may decide</FormLabel>
        {preferences.data ? (
          <RadioGroup
            aria-labelledby="request-mail-label"
            value={preferences.data.requestMail}
            onChange={(_, value) => {
              const choice = choices.find((c) => c.value === value);
              if (!choice) return;
              update.mutate({ requestMail: choice.value }, { onSuccess: () => onOutcome({ done: choice.done }), onError: (error) => onOutcome({ error }) });
            }}
          >
            {choices.map((c) => (
              <FormControlLabel key={c.value} value={c.value} control={<Radio />} label={c.label} />
            ))}
          </RadioGroup>
        ) : (
          <Skeleton variant="rounded" height={72} aria-label="Loading your choice" />
        )}
      </FormControl>
    </Paper>
  );
}
