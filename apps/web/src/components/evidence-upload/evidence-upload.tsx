import type { Attachment } from '@app/contracts';

export interface EvidenceUploadProps {
  /** Spec 02: the widget is tied to an incident number. */
  incidentNumber: string;
  /** Called once per file the server has stored. */
  onUploaded?: (attachment: Attachment) => void;
}

/** Drag-and-drop evidence upload (spec 02 "Evidence upload widget"). Filled in by the evidence work. */
export function EvidenceUpload(_props: EvidenceUploadProps) {
  return null;
}
