/** The spec's words for analysis and weekly reports (spec 02 sections 2, 4, 8, 9). */
export const INVESTIGATION_MESSAGES = {
  analysis: {
    /** Spec 02 sections 2, 4 and 8 (incident detail analysis block). */
    generate: 'Generate AI Analysis',
    starting: 'Starting Analysis...',
    inProgress: 'Analysis in Progress...',
    complete: 'Analysis Complete',
    preliminaryComplete: 'Preliminary Analysis Complete',
    preliminaryNote: 'Preliminary analysis provided - full analysis may be available later',
    failedTitle: 'Analysis Failed',
    retry: 'Retry Analysis',
    success: 'RCA analysis generated successfully',
    timeout: 'Analysis is taking longer than expected. Please try again or contact support.',
    failedTryAgain: 'Analysis failed - please try again',
    failed: 'Analysis failed',
    unexpectedResponse: 'Unexpected response from analysis service',
    noRecommendations: 'Agent is unable to generate recommendations at this time',
    networkError: 'Network error. Please check your connection and try again.',
    insightsTitle: 'AI Insights & Analysis',
    rcaTitle: 'AI Root Cause Analysis',
    recommendationsTitle: (count: number) => `Recommendations (${count})`,
    correctiveActionsTitle: 'Corrective Actions',
    recommendationFailed: (action: string) => `Failed to ${action} recommendation. Please try again.`,
    recommendationError: (action: string) => `Error ${action}ing recommendation. Please try again.`,
    /** Not the spec's: our rules. */
    aiProposed: 'AI-proposed',
    alreadyRunning: 'An analysis of this incident is already running.',
    draftNotAnalysed: 'Complete the draft before analysing it.',
    reasonRequired:
      'This plan relies only on administrative controls or PPE. Give a reason why no higher control is reasonably practicable (WHS Regulation 2011 (Qld) s36).',
    alreadyDecided: 'This recommendation has already been decided.',
    verificationRequired: 'Describe how the fix was verified before completing the action.',
    illegalActionTransition: (from: string, to: string) =>
      `A corrective action that is ${from} cannot move to ${to}.`,
    openActions: (count: number) =>
      `This incident has ${count} open corrective action${count === 1 ? '' : 's'}. Complete ${count === 1 ? 'it' : 'them'} before completing the incident.`,
    actionNotFound: 'Corrective action not found',
    recommendationNotFound: 'Recommendation not found',
  },
  weekly: {
    /** Spec 02 sections 2, 4, 5 and 8 (Weekly Safety Reports). */
    title: 'Weekly Safety Reports',
    generateTitle: 'Generate New Weekly Report',
    historyTitle: 'Historical Reports',
    currentWeek: 'Current Week',
    generate: 'Generate Report',
    generating: 'Generating Report...',
    invalidWeek: 'Please select a valid week start date',
    generateFailed: 'Failed to generate report. Please try again.',
    historyEmpty: 'No reports generated yet. Create your first weekly report above!',
    historyFailed: 'Failed to load reports',
    tryAgain: 'Try Again',
    printReport: 'Print Report',
    exportPdf: 'Export PDF',
    close: 'Close',
    coverTitle: 'Weekly Safety Report',
    executiveSummary: 'Executive Summary',
    indicators: 'Safety Performance Indicators',
    analytics: 'Visual Safety Analytics',
    compliance: 'Compliance & Regulatory Status',
    managedInternally: 'Incidents Managed Internally',
    /** Spec 02 section 9 relative age labels. */
    ageOneDay: '1 day ago',
    ageDays: (n: number) => `${n} days ago`,
    ageOneWeek: '1 week ago',
    ageWeeks: (n: number) => `${n} weeks ago`,
    /** Spec 02 section 9: W-{year}-{two-digit week}. */
    reportNumber: (year: number, week: number) => `W-${year}-${String(week).padStart(2, '0')}`,
    /** Not the spec's wording: the success message after generating. */
    generated: (number: string) => `Weekly report ${number} generated and published`,
  },
} as const;
