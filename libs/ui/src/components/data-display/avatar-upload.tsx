// A person's photo with a "Change photo" control. Uploading itself is the caller's job: this shows the
// chosen file's progress (a 0..1 fraction, as the api-client reports it) and any error.
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, type ChangeEvent } from 'react';
import { initialsOf } from '../../utils/initials-of';
import { visuallyHidden } from '../../utils/visually-hidden';

export interface AvatarUploadProps {
  src?: string | null;
  /** Full name, for the initials fallback and the image's text alternative. */
  name: string;
  /** Upload progress from 0 to 1 while uploading; null or undefined otherwise. */
  progress?: number | null;
  onFileSelected: (file: File) => void;
  error?: string | null;
  /** File types offered in the picker. */
  accept?: string;
  size?: number;
}

export function AvatarUpload({
  src,
  name,
  progress,
  onFileSelected,
  error,
  accept = 'image/png,image/jpeg,image/webp',
  size = 96,
}: AvatarUploadProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const uploading = typeof progress === 'number';
  const percent = uploading ? Math.round(Math.min(Math.max(progress, 0), 1) * 100) : 0;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Clear it so picking the same file again (after an error) still fires a change.
    event.target.value = '';
    if (file) onFileSelected(file);
  };

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { xs: 'flex-start', md: 'center' } }}>
      <Avatar
        src={src ?? undefined}
        alt={name}
        sx={(theme) => ({
          width: size,
          height: size,
          fontSize: size / 2.6,
          fontWeight: 700,
          color: theme.crewbase.tokens.onPrimary,
          backgroundColor: theme.crewbase.tokens.primary,
        })}
      >
        {initialsOf(name)}
      </Avatar>
      <Box sx={{ minWidth: 0, width: { xs: '100%', md: 260 } }}>
        <input
          ref={inputRef}
          type="file"
          accept={accept}
          aria-label="Change photo"
          aria-describedby={error ? errorId : undefined}
          tabIndex={-1}
          disabled={uploading}
          onChange={onChange}
          style={visuallyHidden}
        />
        <Button
          variant="secondary"
          startIcon={<PhotoCameraOutlined />}
          disabled={uploading}
          onClick={() => inputRef.current?.click()}
        >
          Change photo
        </Button>
        {uploading && (
          <Stack direction="row" spacing={1} sx={{ mt: 1.5, alignItems: 'center' }}>
            <LinearProgress
              variant="determinate"
              value={percent}
              aria-label="Upload progress"
              sx={{ flex: 1, height: 6, borderRadius: 3 }}
            />
            <Typography variant="body2" color="text.secondary" sx={{ minWidth: 40, textAlign: 'right' }}>
              {percent}%
            </Typography>
          </Stack>
        )}
        {error && (
          <FormHelperText id={errorId} error role="alert" sx={{ mt: 1 }}>
            {error}
          </FormHelperText>
        )}
      </Box>
    </Stack>
  );
}
