import type { TokenExchangeBody, TokenResponse } from '@app/contracts';
import { apiPaths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';

/** `POST /api/auth/token`: trades the one-time callback code for an access token (DESIGN section 7). */
export function exchangeCode(code: string): Promise<TokenResponse> {
  const body: TokenExchangeBody = { code };
  return apiRequest<TokenResponse>(apiPaths.authToken, { method: 'POST', body });
}
