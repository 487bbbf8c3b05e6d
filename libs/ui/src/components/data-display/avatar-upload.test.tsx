import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render-with-theme';
import { AvatarUpload } from './avatar-upload';

describe('AvatarUpload', () => {
  it('shows initials when there is no photo', () => {
    renderWithTheme(<AvatarUpload name="Adaeze Nwosu" onFileSelected={vi.fn()} />);
    expect(screen.getByText('AN')).toBeInTheDocument();
  });

  it('shows the photo with the person name as its text alternative', () => {
    renderWithTheme(<AvatarUpload name="Adaeze Nwosu" src="/api/system/media/abc" onFileSelected={vi.fn()} />);
    expect(screen.getByRole('img', { name: 'Adaeze Nwosu' })).toHaveAttribute('src', '/api/system/media/abc');
  });

  it('hands over the chosen file from the "Change photo" input', async () => {
    const onFileSelected = vi.fn();
    renderWithTheme(<AvatarUpload name="Adaeze Nwosu" onFileSelected={onFileSelected} />);
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Change photo'), file);
    expect(onFileSelected).toHaveBeenCalledWith(file);
    expect(screen.getByRole('button', { name: 'Change photo' })).toBeEnabled();
  });

  it('shows the upload percentage while uploading and blocks another pick', () => {
    renderWithTheme(<AvatarUpload name="Adaeze Nwosu" progress={0.42} onFileSelected={vi.fn()} />);
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByText('42%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change photo' })).toBeDisabled();
  });

  it('shows the error and ties it to the input', () => {
    renderWithTheme(
      <AvatarUpload name="Adaeze Nwosu" error="That file is larger than 5 MB." onFileSelected={vi.fn()} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('That file is larger than 5 MB.');
    expect(screen.getByLabelText('Change photo')).toHaveAccessibleDescription('That file is larger than 5 MB.');
  });
});
