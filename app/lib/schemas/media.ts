// POST /api/media/delete's body for the server: the upload to remove (its URL as the upload answered it).
import { z } from 'zod';

export const imageDeleteSchema = z.object({ url: z.string().min(1, 'Which image?').max(500) });
