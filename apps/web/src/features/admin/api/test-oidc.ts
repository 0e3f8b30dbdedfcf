import type { TestOidcResponse } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from './api-paths';

export type TestOidcBody = { issuer: string; client_id: string };

/** `POST /api/admin/settings/oidc/test` (ADMIN): can the issuer's discovery document be read? */
export function testOidc(body: TestOidcBody): Promise<TestOidcResponse> {
  return apiRequest<TestOidcResponse>(adminApiPaths.testOidc, { method: 'POST', body, auth: true });
}

export function useTestOidc() {
  return useMutation({ mutationFn: testOidc });
}
