/** Incident Reports sample screen strings (spec 02 section 2; not in contracts). Listed in the report. */
export const SAMPLE_STRINGS = {
  title: 'Incident Reports',
  tabsLabel: 'Report sections',
  tabs: { pending: 'Pending', archived: 'Archived', recent: 'Recent' },
  date: 'Date',
  location: 'Location',
  submittedBy: 'Submitted By',
  status: 'Status',
  type: 'Type',
  description: 'Description',
  extraInfo: 'Extra Info',
  save: 'Save',
  edit: (type: string) => `Edit ${type}`,
  editForm: (type: string) => `Edit ${type} report`,
  empty: 'No reports in this section.',
  sampleNotice: 'Sample data: changes here are not saved to the server.',
  statuses: ['Pending', 'Accepted', 'Rejected'] as const,
} as const;
