import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render-with-theme';
import { FileDownloadLink } from './file-download-link';

describe('FileDownloadLink', () => {
  it('downloads the file when its name is pressed', async () => {
    const download = vi.fn(() => Promise.resolve());
    renderWithTheme(<FileDownloadLink name="receipt.pdf" download={download} />);
    await userEvent.click(screen.getByRole('button', { name: 'receipt.pdf' }));
    expect(download).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says why a download failed, and clears it on the next try', async () => {
    const download = vi.fn().mockRejectedValueOnce(new Error('You may not see this file.')).mockResolvedValueOnce(undefined);
    renderWithTheme(<FileDownloadLink name="receipt.pdf" download={download} />);
    await userEvent.click(screen.getByRole('button', { name: 'receipt.pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not download: You may not see this file.');
    await userEvent.click(screen.getByRole('button', { name: 'receipt.pdf' }));
    expect(download).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
