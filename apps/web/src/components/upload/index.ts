export { PRE_CHECK_STATUS, preCheck } from './upload-checks';
export { UploadErrorDialog } from './upload-error-dialog';
export { UploadZone, type UploadZoneProps } from './upload-zone';
export type { UploadEntry, UploadFailure } from './use-upload-queue';
