// What the endpoint groups use: send through the app's configured client and check the answer.
import type { AnySchema } from '@crewbase/domain';
import type { z } from 'zod';
import { currentApiClient } from './configure-api-client';
import { parseAnswer } from './parse-answer';
import { sendWith, type SendOptions } from './send-with';

export const send = (path: string, options?: SendOptions): Promise<Response> => sendWith(currentApiClient().http, path, options);

/** Sends a request and returns its answer checked against the domain schema. */
export async function callApi<S extends AnySchema>(schema: S, path: string, options?: SendOptions): Promise<z.output<S>> {
  return parseAnswer(schema, await send(path, options));
}

/** Sends a request whose answer carries nothing (204). */
export async function callApiWithoutAnswer(path: string, options?: SendOptions): Promise<void> {
  const response = await send(path, options);
  await response.body?.cancel();
}
