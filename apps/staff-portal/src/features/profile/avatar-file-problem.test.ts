import { MEDIA_UPLOAD_MAX_BYTES } from '@crewbase/domain';
import { avatarFileProblem } from './avatar-file-problem';

describe('avatarFileProblem', () => {
  it('accepts an image within the size limit, up to the limit itself', () => {
    expect(avatarFileProblem({ type: 'image/png', size: 1024 })).toBeNull();
    expect(avatarFileProblem({ type: 'image/jpeg', size: MEDIA_UPLOAD_MAX_BYTES })).toBeNull();
  });

  it('refuses a file one byte over the limit', () => {
    expect(avatarFileProblem({ type: 'image/png', size: MEDIA_UPLOAD_MAX_BYTES + 1 })).toBe(
      'That photo is 5.1 MB. Choose one of 5 MB or less.',
    );
  });

  it('refuses types the API would refuse, and PDFs as photos', () => {
    expect(avatarFileProblem({ type: 'image/svg+xml', size: 10 })).toMatch(/^Choose a photo in one of these formats: JPEG, PNG, WEBP, GIF\.$/);
    expect(avatarFileProblem({ type: 'application/pdf', size: 10 })).toMatch(/^Choose a photo/);
  });

  it('refuses an empty file', () => {
    expect(avatarFileProblem({ type: 'image/png', size: 0 })).toBe('That file is empty. Choose another photo.');
  });
});
