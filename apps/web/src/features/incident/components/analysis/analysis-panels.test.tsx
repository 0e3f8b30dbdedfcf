import { MESSAGES } from '@app/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../../testing/fetch';
import {
  ANALYSIS_PATH,
  incidentFixture,
  renderIncidentPage,
  stubIncident,
} from '../../testing/incident-fixtures';
import { completedAnalysis, correctiveAction } from './analysis-fixtures';

const SLOW = { timeout: 30_000 };
const A = MESSAGES.analysis;

const panel = (name: string) => screen.getByRole('region', { name });
/** The value (dd) a label (dt) describes, within a panel. */
const value = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

async function renderCompleted() {
  stubIncident(incidentFixture(), {
    [`GET ${ANALYSIS_PATH}`]: jsonResponse(completedAnalysis({ corrective_actions: [correctiveAction()] })),
  });
  renderIncidentPage();
  await screen.findByRole('heading', { level: 2, name: A.insightsTitle });
}

describe('Analysis panels', SLOW, () => {
  it('places the panels between E and F in the spec order', async () => {
    await renderCompleted();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'A. Incident Details',
      'B. Person(s) Involved',
      'C. Incident Description',
      'D. Medical & Regulatory',
      'E. Investigation & Follow-up',
      A.insightsTitle,
      A.rcaTitle,
      A.recommendationsTitle(2),
      A.correctiveActionsTitle,
      'F. Attachments & Evidence',
    ]);
  });

  it('shows classification, TOOCS codes, scores, facts, factors and the primary root cause', async () => {
    await renderCompleted();
    const insights = panel(A.insightsTitle);
    expect(value(insights, 'Incident type')).toHaveTextContent('Near miss');
    expect(value(insights, 'Category (TOOCS mechanism)')).toHaveTextContent('Being hit by moving objects');
    // 0.874 rounds to 87%.
    expect(within(insights).getAllByText('87%')).toHaveLength(1);
    expect(value(insights, 'Mechanism')).toHaveTextContent('Being hit by moving objects (04), 87%');
    expect(value(insights, 'Agency')).toHaveTextContent('Forklift (1), 61%');
    expect(value(insights, 'Nature')).toHaveTextContent('Not specified');
    expect(value(insights, 'Bodily location')).toHaveTextContent('Multiple locations (7), 33%');
    expect(value(insights, 'Risk score')).toHaveTextContent('16 / 25');
    expect(value(insights, 'What happened')).toHaveTextContent('A pallet fell from a forklift');
    expect(value(insights, 'Who was involved')).toHaveTextContent('Not specified');
    expect(value(insights, 'Task being performed')).toHaveTextContent('Loading a truck');

    const factors = within(insights).getByRole('list', { name: 'Contributing factors' });
    const [primary, other] = within(factors).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(primary).toHaveTextContent('Unsecured load');
    expect(primary).toHaveTextContent('Severity: HIGH');
    expect(primary).toHaveTextContent('Equipment');
    expect(within(primary).getByText('Primary cause')).toBeInTheDocument();
    expect(other).toHaveTextContent('Environment');
    expect(within(other).queryByText('Primary cause')).not.toBeInTheDocument();
    expect(within(insights).getByText('No exclusion zone around forklift loading')).toBeInTheDocument();
  });

  it('shows each why with its evidence or a Hypothesis badge, the summary and compliance', async () => {
    await renderCompleted();
    const rca = panel(A.rcaTitle);
    const whys = within(rca).getByRole('list', { name: 'Five whys' });
    const items = within(whys)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === whys);
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('Why 1: Why did the pallet fall?');
    expect(items[0]).toHaveTextContent('It was not wrapped');
    const evidence1 = within(items[0] as HTMLElement).getByRole('list', { name: 'Evidence, Why 1' });
    expect(evidence1).toHaveTextContent('Report field: description');
    expect(evidence1).toHaveTextContent('the pallet slid off the forks');
    expect(within(items[0] as HTMLElement).queryByText('Hypothesis')).not.toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByRole('list', { name: 'Evidence, Why 2' })).toHaveTextContent(
      'Conversation turn 3',
    );
    for (const item of items.slice(2)) expect(within(item).getByText('Hypothesis')).toBeInTheDocument();

    expect(within(rca).getByText(/no back-up and no exclusion zone/)).toBeInTheDocument();
    expect(value(rca, 'WHS Act compliance')).toHaveTextContent('Yes');
    expect(value(rca, 'Notifiable')).toHaveTextContent('No');
    expect(value(rca, 'Sections cited')).toHaveTextContent(
      'WHS Act 2011 (Qld) s19; WHS Regulation 2011 (Qld) s36',
    );
    expect(value(rca, 'Compliance notes')).toHaveTextContent('Not notifiable: no serious injury reported.');
    expect(value(rca, 'Processing time')).toHaveTextContent('412 ms');
    expect(value(rca, 'Generated at')).toHaveTextContent('5 Mar 2026, 2:00 am');
    expect(value(rca, 'Generated by')).toHaveTextContent('Vigil built-in analyzer');
    expect(value(rca, 'Confidence')).toHaveTextContent(/^82%$/);
  });

  it('labels every AI item as AI-proposed', async () => {
    await renderCompleted();
    for (const name of [A.insightsTitle, A.rcaTitle])
      expect(within(panel(name)).getAllByText(A.aiProposed)).toHaveLength(1);
    const items = [A.recommendationsTitle(2), A.correctiveActionsTitle].flatMap((name) =>
      within(panel(name)).getAllByRole('article'),
    );
    // Two recommendations and one corrective action.
    expect(items).toHaveLength(3);
    for (const item of items) expect(within(item).getByText(A.aiProposed)).toBeInTheDocument();
  });
});
