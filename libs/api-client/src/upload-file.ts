// Sends one file to a multipart endpoint declared in libs/domain (`consumes: ['multipart/form-data']`, field `file`)
// with upload progress, and parses the answer with its response schema. Bearer, early refresh and the 401 flow are
// the same as for every other request.
import { endpointPath, type Endpoint, type EndpointAnswer } from '@crewbase/domain';
import { ApiError } from './api-error';
import { currentApiClient } from './configure-api-client';
import { explainFailure } from './explain-failure';
import { checkAnswer } from './parse-answer';
import { postWithProgress } from './post-with-progress';

export interface UploadFileOptions {
  /** Fraction of the file sent so far, 0..1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export async function uploadFile<E extends Endpoint & { response: object }>(endpoint: E, file: Blob, options: UploadFileOptions = {}): Promise<EndpointAnswer<E>> {
  const { baseUrl, session } = currentApiClient();
  const bearer = await session.accessTokenForRequest();
  const body = new FormData();
  body.append('file', file, file instanceof File ? file.name : 'upload');
  let answer;
  try {
    answer = await postWithProgress(`${baseUrl}/${endpointPath(endpoint)}`, body, { bearer, ...options });
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
  return checkAnswer(endpoint.response, parsed, answer.status) as EndpointAnswer<E>;
}
