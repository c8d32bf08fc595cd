// GET /api/packages: every package, cheapest first (public: the plans page needs no account).
import { listPackages } from '../../domain/packages/catalogue.server';
import { api, methodNotAllowed } from '../../server-lib/api.server';

export const loader = () => api(() => listPackages());

export const action = methodNotAllowed;
