import { ComingSoonPage } from '../../../components/ui/coming-soon-page';
import { WEB_STRINGS } from '../../../config/strings';

export function IncidentReportsPage() {
  return <ComingSoonPage title={WEB_STRINGS.pages.incidentReports} />;
}
