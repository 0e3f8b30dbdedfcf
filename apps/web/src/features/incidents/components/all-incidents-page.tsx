import { ComingSoonPage } from '../../../components/ui/coming-soon-page';
import { WEB_STRINGS } from '../../../config/strings';

export function AllIncidentsPage() {
  return <ComingSoonPage title={WEB_STRINGS.pages.allIncidents} />;
}
