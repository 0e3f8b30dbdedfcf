import type { AskAgentBody, AskAgentResponse } from '@app/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { BUILTIN_AGENT } from '../../ai/agent/builtin.js';
import { type AgentDeps, runTurn, type TurnResult } from '../../ai/agent/engine.js';
import type { ExtractContext } from '../../ai/intake/slots.js';
import { turnAgent } from '../../ai/llm/openai-intake.js';
import { type Tx, withTenant } from '../../db/client.js';
import type { Principal } from '../../platform/context.js';
import { newId } from '../../platform/ids.js';
import { timeZoneOf } from '../admin/context.js';
import type { IncidentContext } from '../incidents/incidents.service.js';
import {
  findConversationState,
  insertMessages,
  listManagerEmails,
  listSiteRefs,
  lockConversation,
  saveConversation,
} from './chat.repository.js';
import { createChatDraft, updateChatDraft } from './chat-draft.js';
import {
  type ConversationState,
  freshConversation,
  readConversation,
  writeConversation,
} from './conversation-state.js';
import { draftChanges } from './draft-fields.js';
import { notifiableAlertEmails } from './notifiable-alert.js';

export interface ChatContext extends IncidentContext {
  /** The tenant's own origin (scheme + host), for the link in the alert e-mail. */
  origin: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

const fullName = (p: Principal) => `${p.firstName} ${p.lastName}`.trim() || p.email;

function extractContext(
  ctx: ChatContext,
  principal: Principal,
  sites: ExtractContext['sites'],
): ExtractContext {
  return { now: new Date(), timeZone: timeZoneOf(ctx), sites, reporterName: fullName(principal) || null };
}

/**
 * With a model configured, it is asked before the transaction opens (a slow provider must not hold
 * row locks); it reads the state as it was, which is at worst one message behind a concurrent turn.
 */
async function chooseAgent(
  ctx: ChatContext,
  principal: Principal,
  body: AskAgentBody,
): Promise<{ agent: AgentDeps; provider: string }> {
  if (ctx.deps.config.AI_PROVIDER !== 'openai') return { agent: BUILTIN_AGENT, provider: 'builtin' };
  const { tenant, deps } = ctx;
  const key = { tenantId: tenant.id, userId: principal.userId, sessionId: body.sessionId };
  const { stored, sites } = await withTenant(deps.database.db, tenant.id, async (tx) => ({
    stored: body.isFirstMessage ? null : await findConversationState(tx, key),
    sites: await listSiteRefs(tx, tenant.id),
  }));
  const state = readConversation(stored).agent;
  return turnAgent(
    deps.config,
    BUILTIN_AGENT,
    ctx.log,
    body.inputText,
    extractContext(ctx, principal, sites),
    state,
  );
}

/** Creates or updates the draft for this turn; returns its id and number (null before a report). */
async function writeDraft(
  tx: Tx,
  ctx: ChatContext,
  principal: Principal,
  turn: TurnResult,
  incidentId: string | null,
): Promise<{ id: string; incidentNumber: string; writable: boolean } | null> {
  const changes = turn.notifiability ? draftChanges(turn.state.slots, turn.notifiability) : null;
  if (turn.newReport && changes) {
    const created = await createChatDraft(tx, ctx, principal, changes);
    return { ...created, writable: true };
  }
  if (!incidentId) return null;
  const updated = await updateChatDraft(tx, ctx, principal, incidentId, turn.draftChanged ? changes : null);
  return updated ? { id: incidentId, ...updated } : null;
}

/** Queues the notifiable alert once per incident; returns whether anything was queued. */
async function alertOnce(
  tx: Tx,
  ctx: ChatContext,
  principal: Principal,
  conversation: ConversationState,
  turn: TurnResult,
  draft: { id: string; incidentNumber: string; writable: boolean } | null,
): Promise<boolean> {
  const n = turn.notifiability;
  if (!draft?.writable || !n || n.notifiable === 'no' || conversation.alerted.includes(draft.id))
    return false;
  const contacts = ctx.tenant.settings.notifyContacts ?? [];
  const recipients = contacts.length > 0 ? contacts : await listManagerEmails(tx, ctx.tenant.id);
  const emails = notifiableAlertEmails({
    tenant: ctx.tenant,
    recipients,
    incidentNumber: draft.incidentNumber,
    reporterName: fullName(principal),
    notifiability: n,
    link: `${ctx.origin}/incident/${draft.id}`,
  });
  for (const email of emails) await ctx.deps.mailer.queue(tx, email);
  conversation.alerted.push(draft.id);
  return emails.length > 0;
}

/**
 * One chat turn (spec 01 section 7, DESIGN section 9): the dialogue step, the draft, both messages
 * and the conversation state, all in one transaction.
 */
export async function askAgent(
  ctx: ChatContext,
  principal: Principal,
  body: AskAgentBody,
): Promise<AskAgentResponse> {
  const { tenant, deps } = ctx;
  const { agent, provider } = await chooseAgent(ctx, principal, body);
  const { response, queued } = await withTenant(deps.database.db, tenant.id, async (tx) => {
    const row = await lockConversation(tx, {
      id: newId(),
      tenantId: tenant.id,
      userId: principal.userId,
      sessionId: body.sessionId,
    });
    // isFirstMessage (spec 01 section 4) starts over; an earlier draft stays in My Drafts.
    const conversation = body.isFirstMessage ? freshConversation() : readConversation(row.state);
    const linked = body.isFirstMessage ? null : row.incidentId;
    const sites = await listSiteRefs(tx, tenant.id);
    const turn = runTurn(conversation.agent, body.inputText, extractContext(ctx, principal, sites), agent);
    const draft = await writeDraft(tx, ctx, principal, turn, turn.newReport ? null : linked);
    conversation.agent = {
      ...turn.state,
      incidentNumber: draft?.incidentNumber ?? turn.state.incidentNumber,
    };
    const queued = await alertOnce(tx, ctx, principal, conversation, turn, draft);
    const reply: AskAgentResponse = {
      ...turn.reply,
      incidentNumber: draft?.incidentNumber ?? null,
    };
    await insertMessages(tx, [
      {
        id: newId(),
        tenantId: tenant.id,
        conversationId: row.id,
        role: 'user',
        text: body.inputText,
        meta: null,
      },
      {
        id: newId(),
        tenantId: tenant.id,
        conversationId: row.id,
        role: 'assistant',
        text: reply.response,
        meta: {
          intent: reply.intent,
          slotsChanged: turn.changed,
          sources: reply.sources,
          notifiable: reply.notifiable,
          incidentNumber: reply.incidentNumber,
          provider,
        },
      },
    ]);
    await saveConversation(tx, tenant.id, row.id, {
      state: writeConversation(conversation),
      incidentId: draft?.id ?? linked,
    });
    return { response: reply, queued };
  });
  if (queued) deps.mailer.kick(tenant.id);
  return response;
}
