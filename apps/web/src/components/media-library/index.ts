export {
  GLOBAL_LIBRARY_NAMES,
  type LibraryOrientation,
  useGlobalLibraries,
} from '../../api/playlists/global-libraries';
export { MediaLibraryDialog, type MediaLibraryDialogProps, type MediaPick } from './media-library-dialog';
export { MediaShareDialog, type SharedMedia } from './media-share-dialog';
