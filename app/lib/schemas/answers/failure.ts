// Every /api failure (server-lib/api.server.ts): the HTTP status repeated in the body, a message
// to show, and for a refused input the message of each field.
import { z } from 'zod';

export const failureSchema = z
  .object({
    success: z.literal(false),
    statusCode: z.int().min(400).max(599),
    message: z.string(),
    errors: z.record(z.string(), z.string()).optional().describe("Each refused field's message (400 only); 'form' for the body as a whole."),
  })
  .describe('Every /api failure has this shape.');
