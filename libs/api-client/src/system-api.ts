import {
  MEDIA_UPLOAD_MAX_BYTES,
  MEDIA_UPLOAD_TYPES,
  systemEndpoints,
  type Bank,
  type MediaUpload,
} from '@crewbase/domain';
import { ApiError } from './api-error';
import { callEndpoint } from './call-endpoint';
import { uploadFile, type UploadFileOptions } from './upload-file';

export type UploadMediaOptions = UploadFileOptions;

export const systemApi = {
  banks: (): Promise<Bank[]> => callEndpoint(systemEndpoints.banks),

  /**
   * POST system/media-upload (multipart field `file`) with upload progress. Bearer, early refresh and the 401 flow
   * are the same as for every other request. Files over 5 MiB or of a type the API refuses are refused here
   * first, with the API's status and a field error on `file`, so nobody waits for an upload that cannot succeed.
   */
  async uploadMedia(file: Blob, options: UploadMediaOptions = {}): Promise<MediaUpload> {
    refuseUnacceptable(file);
    return uploadFile(systemEndpoints.mediaUpload, file, options);
  },
};

function refuseUnacceptable(file: Blob) {
  const refuse = (status: number, error: string, message: string) =>
    new ApiError(status, { statusCode: status, error, message, details: [{ path: 'file', message }] });
  if (file.size > MEDIA_UPLOAD_MAX_BYTES) throw refuse(413, 'Payload Too Large', 'Choose a file of 5 MB or less.');
  if (file.type && !(MEDIA_UPLOAD_TYPES as readonly string[]).includes(file.type)) {
    throw refuse(400, 'Bad Request', 'Choose a JPEG, PNG, WebP or GIF image, or a PDF.');
  }
}
