// GET /api/openapi.json: the OpenAPI 3.1 document of every /api call (domain/api-docs).
import { openApiDocument } from '../../domain/api-docs/openapi-document.server';
import { api, methodNotAllowed } from '../../server-lib/api.server';

export const loader = () => api(async () => openApiDocument());

export const action = methodNotAllowed;
