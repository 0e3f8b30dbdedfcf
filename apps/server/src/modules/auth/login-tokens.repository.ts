import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { loginTokens } from '../../db/schema/auth.js';

export type LoginTokenKind = 'magic_link' | 'callback_code' | 'oidc_state';

export interface LoginTokenRow {
  id: string;
  email: string | null;
  userId: string | null;
  sessionId: string | null;
  payload: Record<string, string | undefined>;
}

const columns = {
  id: loginTokens.id,
  email: loginTokens.email,
  userId: loginTokens.userId,
  sessionId: loginTokens.sessionId,
  payload: loginTokens.payload,
};

export async function insertLoginToken(
  tx: Executor,
  values: {
    id: string;
    tenantId: string;
    kind: LoginTokenKind;
    tokenHash: string;
    expiresAt: Date;
    email?: string;
    userId?: string;
    sessionId?: string;
    payload?: Record<string, string | undefined>;
  },
): Promise<void> {
  await tx.insert(loginTokens).values(values);
}

function usable(tenantId: string, kind: LoginTokenKind, tokenHash: string) {
  return and(
    eq(loginTokens.tenantId, tenantId),
    eq(loginTokens.kind, kind),
    eq(loginTokens.tokenHash, tokenHash),
    isNull(loginTokens.usedAt),
    gt(loginTokens.expiresAt, sql`now()`),
  );
}

/** Marks the token used and returns it in one statement, so two concurrent uses cannot both win. */
export async function consumeLoginToken(
  tx: Executor,
  tenantId: string,
  kind: LoginTokenKind,
  tokenHash: string,
): Promise<LoginTokenRow | null> {
  const [row] = await tx
    .update(loginTokens)
    .set({ usedAt: sql`now()` })
    .where(usable(tenantId, kind, tokenHash))
    .returning(columns);
  return row ?? null;
}

/** Reads without using it up: the confirm page only shows whether the link still works. */
export async function peekLoginToken(
  tx: Executor,
  tenantId: string,
  kind: LoginTokenKind,
  tokenHash: string,
): Promise<LoginTokenRow | null> {
  const [row] = await tx
    .select(columns)
    .from(loginTokens)
    .where(usable(tenantId, kind, tokenHash))
    .limit(1);
  return row ?? null;
}
