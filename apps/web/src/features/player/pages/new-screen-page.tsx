import { Navigate } from 'react-router';
import { screenId } from '../lib/screen-id';

/** /player without an id: this browser's own device id (made once, kept in localStorage), then its player. */
export function NewScreenPage() {
  return <Navigate to={`/player/${screenId()}`} replace />;
}
