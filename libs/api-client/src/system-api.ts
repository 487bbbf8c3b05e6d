import {
  endpointPath,
  MEDIA_UPLOAD_MAX_BYTES,
  MEDIA_UPLOAD_TYPES,
  systemEndpoints,
  type Bank,
  type MediaUpload,
} from '@crewbase/domain';
import { ApiError } from './api-error';
import { callEndpoint } from './call-endpoint';
import { currentApiClient } from './configure-api-client';
import { explainFailure } from './explain-failure';
import { checkAnswer } from './parse-answer';
import { postWithProgress } from './post-with-progress';

export interface UploadMediaOptions {
  /** Fraction of the file sent so far, 0..1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export const systemApi = {
  banks: (): Promise<Bank[]> => callEndpoint(systemEndpoints.banks),

  /**
   * POST system/media-upload (multipart field `file`) with upload progress. Bearer, early refresh and the 401 flow
   * are the same as for every other request. Files over 5 MiB or of a type the API refuses are refused here
   * first, with the API's status and a field error on `file`, so nobody waits for an upload that cannot succeed.
   */
  async uploadMedia(file: Blob, options: UploadMediaOptions = {}): Promise<MediaUpload> {
    refuseUnacceptable(file);
    const { baseUrl, session } = currentApiClient();
    const bearer = await session.accessTokenForRequest();
    const body = new FormData();
    body.append('file', file, file instanceof File ? file.name : 'upload');
    let answer;
    try {
      answer = await postWithProgress(`${baseUrl}/${endpointPath(systemEndpoints.mediaUpload)}`, body, { bearer, ...options });
    } catch (error) {
      throw await explainFailure(error);
    }
    if (answer.status === 401 && bearer) await session.handleUnauthorized(bearer);
    if (answer.status < 200 || answer.status >= 300) throw ApiError.fromAnswer(answer.status, answer.statusText, answer.text);
    let parsed: unknown;
    try {
      parsed = JSON.parse(answer.text);
    } catch {
      parsed = undefined;
    }
    return checkAnswer(systemEndpoints.mediaUpload.response, parsed, answer.status);
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
